import type { TLanguage } from '@app/shared/languages';
import { PAGE_DATA_ID, type TPageData, ZPageDataSchema } from '@app/shared/page-data';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { jsonScript } from '../../lib/html';
import type { TReadCache } from '../../lib/read-cache';
import type { TDiscountsService } from '../discounts';
import type { THoursService } from '../hours';
import type { TOrderRulesService } from '../order-rules';
import type { TRestaurantInfoService } from '../restaurant-info';
import type { TServiceStatusService } from '../service-status';
import { PUBLIC_PAGES } from './public-pages';

/**
 * The public pages, whose first paint (the server's render included) needs the restaurant's details, the
 * service status and the sale.
 */
const PAGE_PATHS: ReadonlySet<string> = new Set(PUBLIC_PAGES.map((page) => page.path));

/**
 * The page data of the public pages (shared page-data.ts): the answers the header, the paused
 * notice and the prices would otherwise ask for as soon as the page has run, written through the same
 * schemas. The restaurant's details are kept while they do not change (the read cache); the service
 * status and the sale are read for each page, as their own answers are.
 */
export function pageDataHead(options: {
  restaurantInfo: TRestaurantInfoService;
  serviceStatus: TServiceStatusService;
  discounts: TDiscountsService;
  orderRules: TOrderRulesService;
  hours: Pick<THoursService, 'status'>;
  cache: TReadCache;
}) {
  async function restaurantInfo(language: TLanguage): Promise<TRestaurantInfo | undefined> {
    try {
      // Its texts are in the page's language, as the API's answer to the same request is.
      return await options.cache.value(`page-data|restaurant-info|${language}`, () =>
        options.restaurantInfo.current(language),
      );
    } catch (error) {
      // Not set up yet: the page shows so, as it does when the API answers 404.
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }
  return async (request: FastifyRequest, pathname: string): Promise<string | null> => {
    if (!PAGE_PATHS.has(pathname)) return null;
    const now = new Date();
    const [info, serviceStatus, activeDiscount, asap, deliveryZones, orderSettings] = await Promise.all([
      restaurantInfo(request.language),
      options.serviceStatus.publicStatus(now),
      options.discounts.activeSale(now),
      options.hours.status('asap'),
      // The cart and checkout price with them: kept while the rules do not change, like their API reads.
      options.cache.value('page-data|delivery-zones', () => options.orderRules.publicZones()),
      options.cache.value('page-data|order-settings', () => options.orderRules.rules()),
    ]);
    const data: TPageData = {
      serviceStatus,
      activeDiscount,
      deliveryZones,
      orderSettings,
      asapStatus: { ...asap, message: translate(request.language, asap.message) },
      ...(info ? { restaurantInfo: info } : {}),
    };
    return jsonScript(PAGE_DATA_ID, z.encode(ZPageDataSchema, data));
  };
}
