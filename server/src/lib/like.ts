/** `text` for LIKE and ILIKE: its own % and _ (and the escape character) match themselves. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
