import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page and screen is held to: WCAG 2.2 AA and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe on the page with those rules. Legacy mode runs `axe.run` in the page itself: the default
 * (`runPartial` in each frame, then `finishRun` in a blank page it opens for each run) gives the
 * same results on these pages, which have no frames, at twice the time (1.2-1.5 s against
 * 0.55-0.7 s a run on an idle machine, more under the test run's load). Same-origin frames would
 * still be checked; only cross-origin ones need the default.
 */
export const axeBuilder = (page: Page) =>
  new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
