export { formatServiceTime } from './service-time';
