export { printOrder, printOrderOnce } from './print-order';
