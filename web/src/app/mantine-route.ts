import type { ComponentType } from 'react';

/**
 * A lazy route whose page is built with Mantine components: the page's chunk and Mantine's provider
 * arrive together, and the page renders inside the provider. Pages drawn without Mantine (/, /menu,
 * /checkout) are plain lazy routes, so their first load carries no Mantine JavaScript
 * (docs/decisions/006-public-pages-without-mantine-js.md).
 */
export function mantineRoute<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async () => {
    const [Component, { withMantine }] = await Promise.all([load(), import('./mantine-root')]);
    return { Component: withMantine(Component) };
  };
}
