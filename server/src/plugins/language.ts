import { FALLBACK_LANGUAGE, languageFromAcceptLanguage, type TLanguage } from '@app/shared/languages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of the answer's own texts (error messages, resolved menu names): the client's
     * Accept-Language (the web sends the chosen language on every call); none we speak → English, the
     * spec's own, so clients that send none see exactly the spec's texts.
     */
    language: TLanguage;
  }
}

export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', FALLBACK_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']) ?? FALLBACK_LANGUAGE;
  });
}
