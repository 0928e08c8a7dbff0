import type { TLegalInfo, TProcessor } from '@app/shared/legal';
import { OTHER_PAGE_DATA_ID, type TOtherPageData, ZOtherPageDataSchema } from '@app/shared/other-page-data';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jsonScript } from '../../lib/html';
import type { TRestaurantInfoService } from '../restaurant-info';
import type { TVouchersService } from '../vouchers';

/**
 * The data of /legal, /privacy and /vouchers (shared other-page-data.ts): what their server render and
 * first paint draw beyond the public pages' data, written through the same schemas as the API's answers.
 */
export function otherPageDataHead(options: {
  restaurantInfo: Pick<TRestaurantInfoService, 'legalNotice'>;
  vouchers: Pick<TVouchersService, 'settings'>;
  processors: TProcessor[];
}) {
  const legalInfo = async (request: FastifyRequest): Promise<TLegalInfo> => ({
    processors: options.processors,
    notice: await options.restaurantInfo.legalNotice(request.language),
  });
  return async (request: FastifyRequest, pathname: string): Promise<string | null> => {
    let data: TOtherPageData;
    if (pathname === '/legal' || pathname === '/privacy') data = { legalInfo: await legalInfo(request) };
    else if (pathname === '/vouchers') data = { voucherSettings: await options.vouchers.settings() };
    else return null;
    return jsonScript(OTHER_PAGE_DATA_ID, z.encode(ZOtherPageDataSchema, data));
  };
}
