/** Receipts as plain text lines, for the screen, the printer and the PDF. */
export { printoutTexts, type TPrintoutKey } from './printout-i18n';
export { receiptAmount, receiptLayout, renderReceipt, wrap } from './render';
