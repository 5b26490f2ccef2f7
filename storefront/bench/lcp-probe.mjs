// What the browser takes as the largest contentful paint while a page loads, step by step: every
// `largest-contentful-paint` entry (time, size, element, the element's rect when it was reported)
// beside the layout of each frame in which it changed (scroll, viewport, the island, main and the
// footer, the first footer picture), in Playwright's Chromium at Lighthouse's mobile screen
// (412×823, device scale 1.75). Finds out why an element is, or is not, the LCP element.
// `inner` is the layout viewport (innerWidth × innerHeight): wider than the screen, something
// reaches past the screen's width and the phone lays the page out in a larger viewport, in which
// more of the page counts as the first screen (for LCP, lazy loading and intersection observers).
//
//   node bench/lcp-probe.mjs
//
// Which storefront and content service: as bench/lighthouse.mjs (bench/server.mjs).
// PROBE_PAGES=cart-items,cart,event,home (the cart page with lines stored: bench/server.mjs)
// PROBE_LOCALE=it  PROBE_SLOWDOWN=1 (CPU throttling rate; 4 is Lighthouse's mobile slowdown)
// PROBE_RUNS=1
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import {
  CART_STORAGE_KEY,
  benchCart,
  benchPages,
  contentService,
  ensureBuild,
  storefront,
} from './server.mjs';

const env = process.env;
const locale = env.PROBE_LOCALE ?? 'it';
const runs = Number(env.PROBE_RUNS ?? 1);
const slowdown = Number(env.PROBE_SLOWDOWN ?? 1);
const pageNames = (env.PROBE_PAGES ?? 'cart-items,cart,event,home').split(',').filter(Boolean);

/** Runs in the page before its first script: records LCP entries and each frame's layout. */
function probe() {
  const state = { lcp: [], frames: [], shifts: [] };
  window.__probe = state;
  const path = (el) => {
    const parts = [];
    for (let node = el; node && node.nodeType === 1 && parts.length < 12; node = node.parentElement)
      parts.unshift(
        node.tagName +
          (node.getAttribute('loading') ? `[loading=${node.getAttribute('loading')}]` : ''),
      );
    return parts.join('>');
  };
  const rect = (el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return `${Math.round(r.top)}..${Math.round(r.bottom)}`;
  };
  const layout = () => {
    const island = document.querySelector('[data-island]');
    const footerImg = document.querySelector('footer img');
    const vv = window.visualViewport;
    return {
      scrollY: Math.round(window.scrollY),
      inner: `${window.innerWidth}x${window.innerHeight}`,
      visual: vv ? `${Math.round(vv.width)}x${Math.round(vv.height)}@${vv.scale.toFixed(3)}` : '',
      docWidth: document.documentElement?.scrollWidth,
      docHeight: document.documentElement?.scrollHeight,
      islandMinHeight: island ? getComputedStyle(island).minHeight : null,
      island: rect(island),
      main: rect(document.querySelector('main')),
      footer: rect(document.querySelector('footer')),
      footerImg: rect(footerImg),
      footerImgLoaded: footerImg ? footerImg.complete && footerImg.naturalWidth > 0 : null,
      sheets: document.styleSheets.length,
    };
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.lcp.push({
        time: Math.round(entry.startTime),
        size: entry.size,
        element: entry.element ? path(entry.element) : `(removed) ${entry.id}`,
        rect: rect(entry.element),
        url: entry.url ? entry.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50) : '',
        layout: layout(),
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.shifts.push({
        time: Math.round(entry.startTime),
        value: entry.value,
        sources: entry.sources?.map((s) => s.node && path(s.node)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  let last = '';
  const frame = () => {
    if (document.documentElement) {
      const now = layout();
      const key = JSON.stringify(now);
      if (key !== last) state.frames.push({ time: Math.round(performance.now()), ...now });
      last = key;
    }
    if (performance.now() < 10_000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Elements that reach past the screen's right edge with no clipping ancestor in between: the
 * ones that make the document wider than the screen. An absolutely positioned box is clipped
 * only by its containing block (offsetParent) and that block's ancestors, not by a scroller
 * between them.
 */
function unclippedPastScreen() {
  const found = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.getBoundingClientRect().right <= screen.width + 1) continue;
    const absolute = ['absolute', 'fixed'].includes(getComputedStyle(el).position);
    let block = absolute ? el.offsetParent : el.parentElement;
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (a === block) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) clipped = true;
        if (clipped) break;
        block = ['absolute', 'fixed'].includes(style.position) ? a.offsetParent : a.parentElement;
      }
    }
    if (!clipped)
      found.push(
        `${el.tagName}.${el.className} "${el.textContent.trim().slice(0, 30)}" right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    if (found.length === 5) break;
  }
  return found;
}

const backend = await contentService();
let stopServer = async () => {};
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await ensureBuild();
  const server = await storefront();
  stopServer = server.stop;
  for (const [name, pagePath] of await benchPages(locale, pageNames)) {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const cart = name === 'cart-items' ? benchCart() : null;
      await context.addInitScript(
        ([key, stored]) => {
          if (stored !== null && location.pathname !== '/robots.txt')
            localStorage.setItem(key, stored);
        },
        [CART_STORAGE_KEY, cart],
      );
      await context.addInitScript(probe);
      const page = await context.newPage();
      if (slowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(4000);
      const result = await page.evaluate(() => window.__probe);
      const wide = await page.evaluate(unclippedPastScreen);
      console.log(`\n== ${locale} ${name} ${pagePath} (run ${run + 1}, CPU ×${slowdown})`);
      console.log('LCP entries:');
      for (const entry of result.lcp) console.log(' ', JSON.stringify(entry));
      console.log('layout shifts:', JSON.stringify(result.shifts));
      if (wide.length) console.log('reaching past the screen, not clipped:', wide.join('; '));
      console.log('frames (layout when it changed):');
      for (const f of result.frames) console.log(' ', JSON.stringify(f));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stopServer();
  await backend.stop();
}
