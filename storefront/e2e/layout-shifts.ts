// Layout shifts of a page, recorded from its first paint, for tests of what moves when something
// arrives late (a web font, an island taking a server form over).
import type { Page } from '@playwright/test';

export interface Shifts {
  /** The shifts' values summed since the start or the last reset. */
  total: number;
  /** Each moved element with its box before and after, to say what moved when a test fails. */
  moved: string[];
}

type Scope = Window & { layoutShifts: Shifts };

/**
 * Records the page's layout shifts from its next navigation on (call before `goto`): `reset`
 * starts the count again, `read` returns it.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const shifts: Shifts = { total: 0, moved: [] };
    (window as unknown as Scope).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        shifts.total += entry.value;
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const name =
            node instanceof Element ? `${node.tagName} ${node.className}` : node?.nodeName;
          shifts.moved.push(
            `${name}: ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    reset: () =>
      page.evaluate(() => {
        const shifts = (window as unknown as Scope).layoutShifts;
        shifts.total = 0;
        shifts.moved = [];
      }),
    read: () => page.evaluate(() => ({ ...(window as unknown as Scope).layoutShifts })),
  };
}

/** Waits until the page's fonts are loaded and two frames have been painted after them. */
export async function fontsPainted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
