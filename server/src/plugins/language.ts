import { ROUTE } from '@app/shared/api-paths';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  type TLanguage,
} from '@app/shared/languages';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of the answer's own texts (error messages, resolved menu names): the client's
     * Accept-Language (the web sends the chosen language on every call); none we speak → English, the
     * spec's own, so clients that send none see exactly the spec's texts. A page's address may name
     * its language (`/menu?lang=fr`: the alternates search engines list), which then wins; else, for
     * a page, the language the diner chose in the switcher (its cookie) comes before the browser's.
     */
    language: TLanguage;
  }
}

/** Adds `field` to the answer's Vary header, once (nothing to add to `Vary: *`). */
export function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('Vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return;
  reply.header('Vary', [...fields, field].join(', '));
}

/**
 * Every API answer may be in the request's language (menu names, error messages, hours), so each says
 * `Vary: Accept-Language`: a shared cache (a proxy, a CDN) then keeps one copy per language and never
 * gives a French diner the German menu. Photo files are the same bytes in every language.
 */
function variesByLanguage(routeUrl: string | undefined, contentType: string): boolean {
  if (routeUrl === ROUTE.photoFile) return false;
  return routeUrl?.startsWith('/api/') === true || /\bjson\b/i.test(contentType);
}

function isApiAddress(url: string): boolean {
  return /^\/api(?:[/?]|$)/.test(url);
}

/**
 * The language a page's address names (`?lang=fr`), or null; never for the API, whose clients say
 * their language in Accept-Language.
 */
export function languageOfPageAddress(url: string): TLanguage | null {
  const query = url.indexOf('?');
  if (query < 0 || isApiAddress(url)) return null;
  const named = new URLSearchParams(url.slice(query + 1)).get('lang');
  return isLanguage(named) ? named : null;
}

/** The language a page's request carries in the switcher's cookie, or null (none, one we do not speak, the API). */
function languageOfPageCookie(url: string, cookieHeader: string | undefined): TLanguage | null {
  if (!cookieHeader || isApiAddress(url)) return null;
  const chosen = fastifyCookie.parse(cookieHeader)[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : null;
}

export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', FALLBACK_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language =
      languageOfPageAddress(request.url) ??
      languageOfPageCookie(request.url, request.headers.cookie) ??
      languageFromAcceptLanguage(request.headers['accept-language']) ??
      FALLBACK_LANGUAGE;
  });
  app.addHook('onSend', async (request, reply) => {
    if (variesByLanguage(request.routeOptions.url, String(reply.getHeader('Content-Type') ?? ''))) {
      addVary(reply, 'Accept-Language');
    }
  });
}
