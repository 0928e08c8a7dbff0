/** Network printers: kitchen tickets and receipts as queued print jobs, and the test page. */
export { printingRoutes } from './routes';
export { printingService, type TPrintingService, type TPrintJob } from './service';
