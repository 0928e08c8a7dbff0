export { PrintProblemsBanner } from './components/print-problems-banner';
export { PrintStatusBadge } from './components/print-status-badge';
export { hasNetworkPrinter, printAgain, serverPrints, type TPrintRoute } from './print-choice';
