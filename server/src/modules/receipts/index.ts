/** Receipts as plain text lines, for the screen, the printer and the PDF. */
export { receiptAmount, receiptLayout, renderReceipt, wrap } from './render';
