import type { TPublicArea } from '@/i18n/catalogs';
import { loadNamespace } from '@/i18n/i18n';

/**
 * A page's chunk together with its area of the catalogue (web/src/i18n/areas.ts). A page with a form also
 * starts fetching the validation messages, without waiting for them: they are needed only once the diner
 * has filled something in.
 */
export async function withTexts<T>(area: TPublicArea, page: Promise<T>): Promise<T> {
  if (area === 'checkout' || area === 'pages') void loadNamespace('validation').catch(() => {});
  const [module] = await Promise.all([page, loadNamespace(area)]);
  return module;
}
