/**
 * Hands a receipt's text to whatever prints on this device (spec section 4, Receipts): the device's
 * share function (a print app picks it up), else a print-app link, else a downloaded .txt file.
 */

export type TDelivery = 'share' | 'print-app' | 'download' | 'dismissed';

export interface TReceiptEnvironment {
  navigator?: Pick<Navigator, 'share' | 'canShare'> | undefined;
  /**
   * A print app's link template (build setting VITE_RECEIPT_PRINT_APP_URL), e.g. 'rawbt:base64,{base64}'
   * or 'myprinter://print?text={text}'. Unset means the device has no such app: the step is skipped.
   */
  printAppUrl?: string | undefined;
  openUrl: (url: string) => void;
  download: (fileName: string, text: string) => void;
}

/** A receipt text in base64 of its UTF-8 bytes (CHF amounts and names may carry umlauts). */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function printAppLink(template: string, text: string): string {
  return template.replaceAll('{text}', encodeURIComponent(text)).replaceAll('{base64}', toBase64(text));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function tryShare(
  nav: TReceiptEnvironment['navigator'],
  fileName: string,
  text: string,
): Promise<TDelivery | null> {
  if (!nav || typeof nav.share !== 'function') return null;
  const title = fileName.replace(/\.txt$/, '');
  let data: ShareData = { title, text };
  if (typeof File === 'function' && typeof nav.canShare === 'function') {
    const files = [new File([text], fileName, { type: 'text/plain' })];
    if (nav.canShare({ files })) data = { title, files };
  }
  try {
    await nav.share(data);
    return 'share';
  } catch (error) {
    // The person closed the share sheet: they decided, so nothing else pops up. Any other failure
    // (e.g. no user gesture behind an automatic print) falls through to the next way.
    return isAbort(error) ? 'dismissed' : null;
  }
}

export async function deliverReceipt(
  fileName: string,
  text: string,
  environment: TReceiptEnvironment,
): Promise<TDelivery> {
  const shared = await tryShare(environment.navigator, fileName, text);
  if (shared) return shared;
  if (environment.printAppUrl) {
    environment.openUrl(printAppLink(environment.printAppUrl, text));
    return 'print-app';
  }
  environment.download(fileName, text);
  return 'download';
}

function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** This browser: its share function, the configured print app, a real download. */
export function browserReceiptEnvironment(): TReceiptEnvironment {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    printAppUrl: import.meta.env.VITE_RECEIPT_PRINT_APP_URL || undefined,
    openUrl: (url) => {
      window.location.href = url;
    },
    download: downloadText,
  };
}
