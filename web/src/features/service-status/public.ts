export { useAsapStatus } from './api/get-asap-status';
export { usePublicServiceStatus } from './api/get-public-service-status';
export { closedNowText, formatServiceTime } from './service-time';
