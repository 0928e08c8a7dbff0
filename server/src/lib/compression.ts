import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/**
 * `text` Brotli-compressed at quality 9, for an answer compressed once and sent many times (the read
 * cache's answers, a page's HTML with its data): affordable at that rate, and close to the best quality's
 * size.
 */
export function brotliText(text: Buffer): Buffer {
  return brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
}

/** Whether the request's Accept-Encoding allows `coding` (listed, and not with q=0). */
export function accepts(request: FastifyRequest, coding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
