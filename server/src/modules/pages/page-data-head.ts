import type { TLanguage } from '@app/shared/languages';
import { PAGE_DATA_ID, type TPageData, ZPageDataSchema } from '@app/shared/page-data';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { jsonScript } from '../../lib/html';
import type { TReadCache } from '../../lib/read-cache';
import type { TDiscountsService } from '../discounts';
import type { TOrderRulesService } from '../order-rules';
import type { TRestaurantInfoService } from '../restaurant-info';
import type { TServiceStatusService } from '../service-status';

/** The public pages whose first paint needs the restaurant's details, the service status and the sale. */
const PUBLIC_PAGES = new Set(['/', '/menu', '/checkout']);

/**
 * The page data of `/`, /menu and /checkout (shared page-data.ts): the answers the header, the paused
 * notice and the prices would otherwise ask for as soon as the page has run, written through the same
 * schemas. The restaurant's details are kept while they do not change (the read cache); the service
 * status and the sale are read for each page, as their own answers are.
 */
export function pageDataHead(options: {
  restaurantInfo: TRestaurantInfoService;
  serviceStatus: TServiceStatusService;
  discounts: TDiscountsService;
  orderRules: TOrderRulesService;
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
    if (!PUBLIC_PAGES.has(pathname)) return null;
    const now = new Date();
    const [info, serviceStatus, activeDiscount, deliveryZones, orderSettings] = await Promise.all([
      restaurantInfo(request.language),
      options.serviceStatus.publicStatus(now),
      options.discounts.activeSale(now),
      // The cart and checkout price with them: kept while the rules do not change, like their API reads.
      options.cache.value('page-data|delivery-zones', () => options.orderRules.publicZones()),
      options.cache.value('page-data|order-settings', () => options.orderRules.rules()),
    ]);
    const data: TPageData = {
      serviceStatus,
      activeDiscount,
      deliveryZones,
      orderSettings,
      ...(info ? { restaurantInfo: info } : {}),
    };
    return jsonScript(PAGE_DATA_ID, z.encode(ZPageDataSchema, data));
  };
}
