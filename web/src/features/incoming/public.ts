export { escalationText } from './unseen-lines';
