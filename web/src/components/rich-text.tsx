import { Fragment, type ReactNode } from 'react';

/** Private-use characters around a placeholder's index: no typed text or translation contains them. */
const MARK = '\uE000';

type TTagRenderers = Record<string, (children: ReactNode) => ReactNode>;

/**
 * A translated sentence with marked-up parts ('Delete <b>{name}</b>?'), as React nodes. The message is
 * formatted with markers in place of the values, the tags are cut out, then the values go in: a name
 * that happens to contain '<b>' stays text.
 */
export function richText(
  format: (values: Record<string, string>) => string,
  values: Record<string, string | number>,
  tags: TTagRenderers,
): ReactNode {
  const names = Object.keys(values);
  const marked = format(Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])));
  const fill = (text: string): string =>
    text.replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), (_, index: string) =>
      String(values[names[Number(index)] ?? ''] ?? ''),
    );
  const nodes: ReactNode[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(marked); match !== null; match = pattern.exec(marked)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > last) nodes.push(fill(marked.slice(last, match.index)));
    const render = tags[tag];
    nodes.push(render ? render(fill(inner)) : fill(whole));
    last = match.index + whole.length;
  }
  if (last < marked.length) nodes.push(fill(marked.slice(last)));
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
    <Fragment key={index}>{node}</Fragment>
  ));
}

/** The usual case: the part in `<b>…</b>` (a name) in bold. */
export function boldText(
  format: (values: Record<string, string>) => string,
  values: Record<string, string | number>,
): ReactNode {
  return richText(format, values, { b: (children) => <strong>{children}</strong> });
}
