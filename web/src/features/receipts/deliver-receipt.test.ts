import { describe, expect, it, vi } from 'vitest';
import { deliverReceipt, printAppLink, type TReceiptEnvironment, toBase64 } from './deliver-receipt';

function environment(overrides: Partial<TReceiptEnvironment> = {}) {
  const env = {
    navigator: undefined,
    printAppUrl: undefined,
    openUrl: vi.fn<(url: string) => void>(),
    download: vi.fn<(fileName: string, text: string) => void>(),
    ...overrides,
  };
  return env;
}

describe('deliverReceipt', () => {
  it('shares the receipt as a file when the device can share files', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const env = environment({ navigator: { share, canShare: () => true } });
    expect(await deliverReceipt('order-7-abc.txt', 'RECEIPT', env)).toBe('share');
    const data = share.mock.calls[0]?.[0];
    expect(data?.files?.[0]?.name).toBe('order-7-abc.txt');
    expect(await data?.files?.[0]?.text()).toBe('RECEIPT');
    expect(env.download).not.toHaveBeenCalled();
  });

  it('shares the text when files cannot be shared', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const env = environment({ navigator: { share, canShare: () => false } });
    expect(await deliverReceipt('order-7-abc.txt', 'RECEIPT', env)).toBe('share');
    expect(share).toHaveBeenCalledWith({ title: 'order-7-abc', text: 'RECEIPT' });
  });

  it('stops when the person closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const env = environment({ navigator: { share, canShare: () => true }, printAppUrl: 'x:{text}' });
    expect(await deliverReceipt('r.txt', 'RECEIPT', env)).toBe('dismissed');
    expect(env.openUrl).not.toHaveBeenCalled();
    expect(env.download).not.toHaveBeenCalled();
  });

  it('falls back to the print-app link when sharing is refused, then to a download', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    const withApp = environment({
      navigator: { share, canShare: () => true },
      printAppUrl: 'rawbt:base64,{base64}',
    });
    expect(await deliverReceipt('r.txt', 'Grüezi', withApp)).toBe('print-app');
    expect(withApp.openUrl).toHaveBeenCalledWith(`rawbt:base64,${toBase64('Grüezi')}`);

    const withoutApp = environment({ navigator: { share, canShare: () => true } });
    expect(await deliverReceipt('r.txt', 'RECEIPT', withoutApp)).toBe('download');
    expect(withoutApp.download).toHaveBeenCalledWith('r.txt', 'RECEIPT');
  });

  it('downloads the .txt file when the device has no share function', async () => {
    const env = environment();
    expect(await deliverReceipt('order-1-x.txt', 'RECEIPT', env)).toBe('download');
    expect(env.download).toHaveBeenCalledWith('order-1-x.txt', 'RECEIPT');
  });
});

describe('printAppLink', () => {
  it('fills the text URL-encoded or as UTF-8 base64', () => {
    expect(printAppLink('app://print?t={text}', 'a b&c')).toBe('app://print?t=a%20b%26c');
    expect(
      new TextDecoder().decode(Uint8Array.from(atob(toBase64('CHF 5.00 Müller')), (c) => c.charCodeAt(0))),
    ).toBe('CHF 5.00 Müller');
  });
});
