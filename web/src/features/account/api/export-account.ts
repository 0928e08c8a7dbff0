import { PUBLIC_API } from '@app/shared/public-api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The download's file name: the restaurant-neutral 'my-data-2026-11-29.json'. */
export function exportFileName(now = new Date()): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * GET /api/account/export, saved as a .json file. Fetched rather than followed as a link, so that a
 * failure (an ended session, no connection) is said on the page instead of saving an error as the file.
 */
export async function downloadAccountExport(): Promise<void> {
  const data = await apiGet<unknown>(PUBLIC_API.accountExport);
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName();
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds the file; a later tick keeps old browsers from losing it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}
