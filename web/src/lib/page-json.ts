import type { z } from 'zod/mini';

/**
 * Where a page's data is read from: the document's elements in the browser; on the server, while a page is
 * rendered there, the JSON the server writes into that page's head (the same text, so both renders draw
 * from the same data).
 */
let serverSource: ((id: string) => string | null) | null = null;

/** On the server: read page data from `read` (the head's JSON by id) until called again with null. */
export function setPageJsonSource(read: ((id: string) => string | null) | null): void {
  serverSource = read;
}

/** The text of the page's `<script type="application/json">` of `id`, removed from the document. */
function takeElementText(id: string): string | null {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  return element.textContent ?? '';
}

/**
 * The data the server wrote into the page's HTML as a `<script type="application/json">` of `id`
 * (docs/decisions/015), checked with `schema` as an API answer is; null when the page has none or it
 * does not pass. The element is removed either way: it is read once, at the page's start.
 */
export function readPageJson<T extends z.ZodMiniType>(id: string, schema: T): z.infer<T> | null {
  const text = serverSource ? serverSource(id) : takeElementText(id);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
