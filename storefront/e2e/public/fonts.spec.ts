import { type CDPSession, type Page, expect, test } from '@playwright/test';
import { FACES_SESSION_KEY } from '../../app/lib/page-bootstrap';
import { fontsPainted, watchLayoutShifts } from '../layout-shifts';
import { firstItem, locales } from './helpers';

/**
 * The first page of a visit is set in local faces with the web fonts' metrics
 * (tokens/src/fonts/fallbacks.css) throughout: the web fonts' files are fetched into the cache
 * after load without being applied, and the tab's next pages link the faces at once and paint
 * with them from the cache (app/lib/page-bootstrap.ts). Measured on a phone, with the network
 * log of the browser (Chromium's DevTools protocol: no request is intercepted, which would leave
 * the cache out).
 */

interface Fetched {
  path: string;
  /** Where the request came from: a script's fetch, or a stylesheet's @font-face. */
  type: string;
  fromCache: boolean;
}

/** Records what the page's network fetched, and whether the cache answered. */
async function networkLog(session: CDPSession) {
  const requests = new Map<string, Fetched>();
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    requests.set(requestId, {
      path: new URL(request.url).pathname,
      type: type ?? '',
      fromCache: false,
    });
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.fromCache = true;
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request && (response.fromDiskCache || response.fromPrefetchCache)) request.fromCache = true;
  });
  return {
    fonts: () => [...requests.values()].filter((request) => request.path.endsWith('.woff2')),
    clear: () => requests.clear(),
  };
}

/** The platform fonts the page's first heading is drawn in (DevTools protocol). */
async function headingFonts(session: CDPSession): Promise<string[]> {
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'h1',
  });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

/** The web fonts' faces the document holds (not their local stand-ins), with their status. */
const webFaces = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.fonts)
      .filter((face) => !face.family.includes(' Fallback: '))
      .map((face) => `${face.family.replace(/["']/g, '')} ${face.weight} ${face.status}`),
  );

/** The .woff2 files of the page's resource timing: how and when each was fetched. */
const fontTimings = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        file: new URL(entry.name).pathname.split('/').pop() ?? '',
        initiator: entry.initiatorType,
        afterLoad: entry.startTime >= navigation.loadEventEnd,
        transferred: entry.transferSize,
      }));
  });

test.describe('web fonts on the first and next pages of a visit, at mobile width', () => {
  for (const locale of locales) {
    test(`the first page stays in the local faces, the next one paints with the web fonts from the cache (${locale})`, async ({
      browser,
      request,
    }) => {
      const event = await firstItem(request, locale, 'eventi');
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      const network = await networkLog(session);
      const shifts = await watchLayoutShifts(page);

      // First page of the visit.
      await page.goto(`/${locale}`, { waitUntil: 'load' });
      await shifts.reset();
      await expect
        .poll(() => page.evaluate((key) => sessionStorage.getItem(key), FACES_SESSION_KEY), {
          message: 'the font files are in the cache',
        })
        .toBe('1');
      await fontsPainted(page);
      // Fetched after load by the page's script, not by a stylesheet: the latin files only.
      const fetched = await fontTimings(page);
      expect(fetched.map((entry) => entry.file)).toContainEqual(
        expect.stringMatching(/^titillium-web-latin-400-normal-[\w-]+\.woff2$/),
      );
      expect(fetched.filter((entry) => entry.initiator !== 'fetch' || !entry.afterLoad)).toEqual(
        [],
      );
      expect(fetched.filter((entry) => entry.file.includes('latin-ext'))).toEqual([]);
      expect(network.fonts().every((entry) => entry.type === 'Fetch' && !entry.fromCache)).toBe(
        true,
      );
      // Never applied: the document has no web face, the heading is drawn in the local
      // stand-in (Liberation Sans on this machine), and nothing moved after load.
      expect(await webFaces(page)).toEqual([]);
      expect(await headingFonts(session)).toContain('Liberation Sans');
      expect(await headingFonts(session)).not.toContain('Titillium Web');
      const { total, moved } = await shifts.read();
      expect(total, moved.join('\n')).toBe(0);

      // Next page of the visit, in the same tab.
      network.clear();
      await page.goto(event.url, { waitUntil: 'load' });
      await fontsPainted(page);
      const next = await fontTimings(page);
      expect(next.length, event.url).toBeGreaterThan(0);
      // Asked for by the faces' stylesheet this time, and answered by the cache.
      expect(next.filter((entry) => entry.initiator !== 'css')).toEqual([]);
      expect(next.filter((entry) => entry.transferred !== 0)).toEqual([]);
      expect(network.fonts().length).toBeGreaterThan(0);
      expect(network.fonts().filter((entry) => !entry.fromCache)).toEqual([]);
      // Each of them one the first page had fetched.
      expect(next.filter((entry) => !fetched.some((first) => first.file === entry.file))).toEqual(
        [],
      );
      expect(await webFaces(page)).toContainEqual(
        expect.stringMatching(/^Titillium Web 400 loaded$/),
      );
      expect(await headingFonts(session)).toContain('Titillium Web');
      await context.close();
    });
  }
});
