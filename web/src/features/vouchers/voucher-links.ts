import { paths } from '@/paths';

/** The thank-you page of a purchase: its id only (the code goes to the recipient, never here). */
export function voucherThankYouHref(id: string): string {
  return `${paths.voucherThankYou}?${new URLSearchParams({ id })}`;
}

/** The printable voucher: the code in the hash, which browsers never send to a server or in a Referer. */
export function voucherHref(code: string): string {
  return `${paths.voucher}#${encodeURIComponent(code)}`;
}
