import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on any page or screen (docs/performance.md). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (bundled in the npm package: nothing is downloaded) on what the page shows now, or
 * inside `include` only (a CSS selector, e.g. an open dialog), with every rule that is not
 * experimental, and fails with one readable line per serious or critical violation.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  what: string,
  { include, soft = false }: { include?: string; soft?: boolean } = {},
) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
          )
          .join('; '),
    );
  (soft ? expect.soft(blocking, `axe on ${what}`) : expect(blocking, `axe on ${what}`)).toEqual([]);
}

/** Waits until the page's busy indicators (top progress bar, loaders, skeletons) are gone. */
export async function waitUntilSettled(page: Page) {
  // Skeletons: Mantine's (back office) and the public pages' own (components/ui/skeleton.tsx).
  await expect(
    page.locator('[aria-busy="true"], .mantine-Skeleton-root, [data-skeleton], [role="progressbar"]'),
  ).toHaveCount(0);
}
