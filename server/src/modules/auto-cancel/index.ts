/** An order nobody confirmed in time is cancelled by itself and refunded. */
export { autoCancelService, type TAutoCancelService } from './service';
