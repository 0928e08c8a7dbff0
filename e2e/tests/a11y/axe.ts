import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on any page or screen (docs/performance.md). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Every rule axe-core has, the experimental ones (label in name, WCAG 2.5.3, among them) and those off by
 * default included, read from the very axe-core that @axe-core/playwright puts into the page (its own
 * copy, not the workspace's); all but two:
 * - the enhanced contrast of WCAG's level AAA (7:1). The product holds level AA, 4.5:1
 *   (web/src/lib/theme.test.ts): the restaurant's crimson on white is 5.5:1, and 7:1 would take another
 *   palette for every screen, which is the owner's choice to make, not a test's;
 * - hidden-content, which only lists hidden elements for a person to review, with a minor impact (it can
 *   never fail this test), and took a fifth of a scan of /menu.
 */
const runnersAxe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as { version: string; getRules(): { ruleId: string }[] };
const EVERY_RULE = runnersAxe
  .getRules()
  .map((rule) => rule.ruleId)
  .filter((id) => id !== 'color-contrast-enhanced' && id !== 'hidden-content');

/**
 * Runs axe-core (bundled in the npm package: nothing is downloaded) on what the page shows now, or
 * inside `include` only (a CSS selector, e.g. an open dialog), and fails with one readable line per
 * serious or critical violation. With every rule (`every`, the public pages), or with the rules axe
 * runs by default, which leave the experimental ones out (the back office).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  what: string,
  { include, soft = false, every = false }: { include?: string; soft?: boolean; every?: boolean } = {},
) {
  await finishTransitions(page);
  let builder = new AxeBuilder({ page });
  if (every) builder = builder.withRules(EVERY_RULE);
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

/**
 * Waits for the page's CSS transitions and finite animations (a dialog fading in, a menu opening):
 * axe blends the colours of what is half drawn, and measured a confirm button in a fading dialog a shade
 * below its contrast. Endless animations (loaders, the incoming-order pulse) are left running.
 */
async function finishTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: scan after two seconds whatever is still moving.
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** Waits until the page's busy indicators (top progress bar, loaders, skeletons) are gone. */
export async function waitUntilSettled(page: Page) {
  // Skeletons: Mantine's (back office) and the public pages' own (components/ui/skeleton.tsx).
  await expect(
    page.locator('[aria-busy="true"], .mantine-Skeleton-root, [data-skeleton], [role="progressbar"]'),
  ).toHaveCount(0);
}
