interface ImportMetaEnv {
  /** A print app's link template for receipts, e.g. 'rawbt:base64,{base64}' (see deliver-receipt.ts). */
  readonly VITE_RECEIPT_PRINT_APP_URL?: string;
}
