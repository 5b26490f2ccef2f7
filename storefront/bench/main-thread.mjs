// The browser's main-thread work while a page loads, task by task, from Chromium traces at full
// speed (no CPU throttling): what Lighthouse's TBT is made of, measured with less noise than
// Lighthouse's own figure on a machine whose speed moves between runs. Prints, per page, the
// median of MT_RUNS (8) loads of: the time in parsing the document, style, layout, paint and
// script (and the part of the script time V8 spends collecting source positions for the stacks
// of errors created while DevTools is attached, which visitors' browsers do not spend); the
// longest task and the longest script task; and the blocking time the tasks after
// the first contentful paint would have on a CPU MT_SLOWDOWN (4) times slower, as Lighthouse's
// mobile preset simulates it (the sum over tasks of slowdown × duration − 50 ms).
//
//   node bench/main-thread.mjs
//
// Which storefront and content service: as bench/lighthouse.mjs (bench/server.mjs). To compare
// builds, run each on a port of its own and list them: MT_BASES=http://127.0.0.1:13500,http://
// 127.0.0.1:13501; their loads alternate, so that a slower minute of the machine falls on both.
// MT_PAGES=home,agenda,event,cart,cart-items by default, or any page types of bench/pages.mjs
// (cart-items and checkout find bench/server.mjs's lines stored; signed-in pages, the checkout
// among them, carry the demo user's session cookies, as in bench/lighthouse.mjs)
// MT_LOCALE=it  MT_RUNS=8  MT_SLOWDOWN=4  MT_LIST=1 (prints every load's tasks)
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { demoUsers, selectPages, signedInCookies } from './pages.mjs';
import { CART_STORAGE_KEY, benchCart, contentService, ensureBuild, storefront } from './server.mjs';

const env = process.env;
const runs = Number(env.MT_RUNS ?? 8);
const slowdown = Number(env.MT_SLOWDOWN ?? 4);
const locale = env.MT_LOCALE ?? 'it';
const pageTypes = selectPages(env.MT_PAGES ?? 'home,agenda,event,cart,cart-items');
const bases = (env.MT_BASES ?? '').split(',').filter(Boolean);
const listTasks = env.MT_LIST === '1';

/** Trace events (by name) counted in each column. */
const columns = {
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'],
  script: [
    'v8.evaluateModule',
    'EvaluateScript',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    // what the islands render in the browser's idle time (requestIdleCallback)
    'FireIdleCallback',
  ],
};
const columnOf = new Map(
  Object.entries(columns).flatMap(([column, names]) => names.map((name) => [name, column])),
);
/** Tasks shorter than this are left out of the table (they block nothing at any slowdown used). */
const SHORT_TASK_MS = 5;

/** The main thread's top-level tasks of a trace, each with its time per column (ms). */
function tasksOf(events) {
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = [];
  let end = 0;
  for (const task of onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue; // a task nested in another
    end = task.ts + task.dur;
    if (task.dur / 1000 < SHORT_TASK_MS) continue;
    const inner = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    const time = {};
    for (const column of Object.keys(columns)) {
      // Outermost events only (a FunctionCall inside a TimerFire, an event traced twice: once).
      let covered = 0;
      time[column] = 0;
      for (const e of inner
        .filter((e) => columnOf.get(e.name) === column)
        .sort((x, y) => x.ts - y.ts || y.dur - x.dur)) {
        if (e.ts < covered) continue;
        covered = e.ts + e.dur;
        time[column] += e.dur / 1000;
      }
    }
    // Part of the script time: V8 re-parsing functions for the stacks of errors created while
    // DevTools is attached (as here and in Lighthouse); visitors' browsers do not do it.
    let positionsEnd = 0;
    time.positions = 0;
    for (const e of inner.filter((e) => e.name === 'V8.CollectSourcePositions')) {
      if (e.ts < positionsEnd) continue;
      positionsEnd = e.ts + e.dur;
      time.positions += e.dur / 1000;
    }
    // What the task mostly was, for MT_LIST: its longest counted event, with a script's address.
    const longest = inner.filter((e) => columnOf.has(e.name)).sort((x, y) => y.dur - x.dur)[0];
    const data = longest?.args?.data ?? {};
    const where = data.url || data.scriptName || data.functionName || '';
    const what = longest ? `${longest.name}${where ? ` ${where.split('/').pop()}` : ''}` : '';
    tasks.push({ start: task.ts, duration: task.dur / 1000, what, ...time });
  }
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && main.has(`${e.pid}:${e.tid}`),
  );
  return { tasks, fcp: fcp?.ts ?? 0 };
}

async function load(browser, url, warmUrl, storedCart, cookies) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    // One page of the site first, so that fonts and the renderer are not set up by the load measured.
    await page.goto(warmUrl, { waitUntil: 'load' });
    if (storedCart)
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [CART_STORAGE_KEY, storedCart],
      );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        // V8.CollectSourcePositions
        'disabled-by-default-v8.compile',
        'blink',
        'loading',
        'toplevel',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The islands start after the first paint; their work ends well within this.
    await page.waitForTimeout(3000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const { tasks, fcp } = tasksOf(traceEvents);
    if (listTasks)
      for (const task of tasks)
        console.log(
          `  ${url} ${((task.start - fcp) / 1000).toFixed(0).padStart(6)} ms from FCP: ` +
            `${task.duration.toFixed(1)} ms (script ${task.script.toFixed(1)}, style ` +
            `${task.style.toFixed(1)}, layout ${task.layout.toFixed(1)}) ${task.what}`,
        );
    const sum = (column) => tasks.reduce((total, task) => total + task[column], 0);
    const scriptTasks = tasks.filter((task) => task.script > task.duration / 2);
    return {
      ...Object.fromEntries(
        [...Object.keys(columns), 'positions'].map((column) => [column, sum(column)]),
      ),
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      longestScript: Math.max(0, ...scriptTasks.map((task) => task.duration)),
      blocking: tasks
        .filter((task) => task.start >= fcp)
        .reduce((total, task) => total + Math.max(0, task.duration * slowdown - 50), 0),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const backend = await contentService();
let stopServer = async () => {};
let browser;
try {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  if (bases.length === 0) {
    await ensureBuild();
    const server = await storefront();
    stopServer = server.stop;
    bases.push(server.url);
  }
  const pages = [];
  for (const type of pageTypes) {
    const pagePath = await type.path(locale, bases[0]);
    if (pagePath) pages.push({ type, pagePath });
    else console.warn(`no ${type.name} page in ${locale}: skipped`);
  }
  // One session per demo user and storefront, signed in through the site once.
  const sessions = new Map();
  for (const user of new Set(pageTypes.map((type) => type.user).filter(Boolean)))
    for (const base of bases)
      sessions.set(
        `${user} ${base}`,
        await signedInCookies(browser, base, locale, demoUsers[user]),
      );
  const rows = [];
  for (const { type, pagePath } of pages) {
    const name = type.name;
    const samples = new Map(bases.map((base) => [base, []]));
    for (let i = 0; i < runs; i += 1)
      for (const base of bases)
        samples
          .get(base)
          .push(
            await load(
              browser,
              `${base}${pagePath}`,
              `${base}/${locale}/cerca?type=eventi`,
              type.cart ? benchCart() : null,
              type.user ? sessions.get(`${type.user} ${base}`) : null,
            ),
          );
    for (const [base, results] of samples) {
      const m = (key) => Math.round(median(results.map((r) => r[key])));
      rows.push({
        page: `${name} ${pagePath}`,
        ...(bases.length > 1 ? { storefront: base } : {}),
        parse: m('parse'),
        style: m('style'),
        layout: m('layout'),
        paint: m('paint'),
        script: m('script'),
        'of which source positions': m('positions'),
        'longest task': m('longest'),
        'longest script task': m('longestScript'),
        [`blocking at ${slowdown}x`]: m('blocking'),
      });
      console.log(
        `${name} ${base}: blocking at ${slowdown}x ${results.map((r) => Math.round(r.blocking)).join('/')} ms`,
      );
    }
  }
  console.log(
    `\nMain-thread time in ms at full speed (Chromium ${browser.version()}), median of ${runs} ` +
      `loads; tasks under ${SHORT_TASK_MS} ms left out; blocking time estimated for a CPU ` +
      `${slowdown}x slower`,
  );
  console.table(rows);
} finally {
  await browser?.close();
  await stopServer();
  await backend.stop();
}
