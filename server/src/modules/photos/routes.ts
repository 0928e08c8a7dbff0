import { ROUTE } from '@app/shared/api-paths';
import {
  PHOTO_MAX_BYTES,
  type TPhotoCrop,
  ZAdminPhotoSchema,
  ZPhotoCropQuerySchema,
  ZPhotoCropSchema,
} from '@app/shared/photos';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error';
import { ZSerialIdParams } from '../../lib/route-params';
import { photoTooLarge } from './process';
import type { TPhotosService } from './service';

/** A year: the files' names change with their content, so a cached file is never stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ZFileParams = z.object({ file: z.string().max(64) });

/** The crop of the query: all four numbers or none. */
function queryCrop(query: z.infer<typeof ZPhotoCropQuerySchema>): TPhotoCrop | undefined {
  const { x, y, width, height } = query;
  if (x === undefined && y === undefined && width === undefined && height === undefined) return undefined;
  if (x === undefined || y === undefined || width === undefined || height === undefined)
    throw badRequest('Send all four of x, y, width and height, or none.');
  return { x, y, width, height };
}

/**
 * Food item photos: the back office's upload, crop and removal, and the public files under
 * content-hashed names with immutable caching.
 */
export const photosRoutes: FastifyPluginAsyncZod<{ photos: TPhotosService }> = async (app, { photos }) => {
  app.get(
    ROUTE.photoFile,
    { config: { access: 'public' }, schema: { params: ZFileParams } },
    async (request, reply) => {
      const { file } = request.params;
      const found = await photos.file(file);
      if (!found) throw notFound('This photo could not be found.');
      const etag = `"${file}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(found.contentType).send(found.bytes);
    },
  );

  app.put(
    ROUTE.adminFoodItemPhotoCrop,
    {
      config: { access: 'admin' },
      schema: { params: ZSerialIdParams, body: ZPhotoCropSchema, response: { 200: ZAdminPhotoSchema } },
    },
    (request) => photos.recrop(request.params.id, request.body),
  );

  app.delete(
    ROUTE.adminFoodItemPhoto,
    { config: { access: 'admin' }, schema: { params: ZSerialIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await photos.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The upload's body is the image itself, whatever type it declares: the content decides (process.ts).
  // Its own scope, so that every other route still parses JSON only, up to the app's 256 kB.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put(
      ROUTE.adminFoodItemPhoto,
      {
        config: { access: 'admin' },
        schema: {
          params: ZSerialIdParams,
          querystring: ZPhotoCropQuerySchema,
          response: { 200: ZAdminPhotoSchema },
        },
        // Over 15 MB: the photo's own message, not the API's general 256 kB one.
        errorHandler: (error: FastifyError, _request, _reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw photoTooLarge();
          throw error;
        },
      },
      (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return photos.upload(request.params.id, body, queryCrop(request.query));
      },
    );
  });
};
