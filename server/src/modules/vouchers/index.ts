/** Gift vouchers: sold online and at the counter, spent on orders and at the counter (docs/decisions/032). */
export { vouchersRoutes } from './routes';
export {
  type TVouchersService,
  VOUCHER_HOLD_MS,
  VOUCHER_HOLD_REASON,
  vouchersService,
} from './service';
