import { API } from '@app/shared/api-paths';
import { ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/client';
import { restaurantInfoService } from './service';

export const restaurantInfoRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const service = restaurantInfoService(db);
  app.get(API.restaurantInfoCurrent, { schema: { response: { 200: ZRestaurantInfoSchema } } }, () =>
    service.current(),
  );
};
