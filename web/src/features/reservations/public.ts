export { RESERVATIONS_KEY } from './api/get-reservations';
