import type { z } from 'zod/mini';

/**
 * The data the server wrote into the page's HTML as a `<script type="application/json">` of `id`
 * (docs/decisions/015), checked with `schema` as an API answer is; null when the page has none or it
 * does not pass. The element is removed either way: it is read once, at the page's start.
 */
export function readPageJson<T extends z.ZodMiniType>(id: string, schema: T): z.infer<T> | null {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
