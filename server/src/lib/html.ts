/** Text for an HTML attribute value in double quotes. */
export const htmlAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `value` as a `<script type="application/json">` of `id`, for the page to read with JSON.parse. `<`, `>`
 * and `&` are written as escapes, so no text in the data (a dish's name) can end the element or open a
 * comment; JSON.parse reads them back as they were.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${htmlAttribute(id)}">${json}</script>`;
}
