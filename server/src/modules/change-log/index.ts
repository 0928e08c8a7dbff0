/** The change log of the restaurant's settings and service controls: who changed what, when. */
export { recordServiceChange, serviceChangeHistory } from './change-log';
