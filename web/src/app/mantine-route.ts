import type { ComponentType } from 'react';

/**
 * A lazy route whose page is built with Mantine components: the page's chunk and Mantine's provider
 * arrive together, and the page renders inside the provider. Pages drawn without Mantine (/, /menu,
 * /checkout) are plain lazy routes, so their first load carries no Mantine JavaScript
 * (docs/decisions/006-public-pages-without-mantine-js.md).
 */
export function mantineRoute<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async () => {
    // Mantine's stylesheet first: the page's own CSS modules, which may refine Mantine components, must
    // come after it in the document to win at equal specificity.
    const [{ withMantine }, Component] = await Promise.all([import('@/components/mantine-root'), load()]);
    return { Component: withMantine(Component) };
  };
}
