#!/usr/bin/env node
// Visual regression of every story: builds Storybook statically, serves it on a free local port,
// screenshots each story per theme (citta, regione) and viewport (mobile 375x800, desktop
// 1280x900) in Debian Chromium, and compares with the baselines committed in __baselines__/.
//
//   node visual/run.mjs              compare (fails on a difference, a missing baseline, or a
//                                    baseline that no story, theme or viewport uses any more)
//   node visual/run.mjs --update     write every baseline anew (and delete baselines of removed stories)
//   options: --no-build               reuse the last build in the temp dir (or --static-dir <dir>)
//            --filter <text>          only stories whose id contains the text (repeatable)
//            --theme <id>, --viewport <name>, --concurrency <n>
//            --fresh                  load the preview anew for every story (slower; the default
//                                     switches story in place and rechecks any difference on a
//                                     fresh load)
//
// A story opts out only with `parameters: { visual: { skip: true, reason: '...' } }`.
// On failure, actual and diff images go to __diff__/<theme>/<viewport>/ (git-ignored).
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { orphanBaselines } from './orphans.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const baselineDir = path.join(here, '__baselines__');
const diffDir = path.join(here, '__diff__');

export const themes = ['citta', 'regione'];
export const viewports = {
  mobile: { width: 375, height: 800 },
  desktop: { width: 1280, height: 900 },
};
/** pixelmatch's per-pixel colour threshold, and the share of differing pixels that fails a story. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;
const RENDER_TIMEOUT_MS = 20_000;

const { values: options } = parseArgs({
  // `pnpm run visual -- --no-build` passes the `--` through: drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    update: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'static-dir': { type: 'string' },
    filter: { type: 'string', multiple: true },
    theme: { type: 'string', multiple: true },
    viewport: { type: 'string', multiple: true },
    concurrency: { type: 'string', default: '3' },
  },
});

const selectedThemes = options.theme ?? themes;
const selectedViewports = options.viewport ?? Object.keys(viewports);
for (const theme of selectedThemes) if (!themes.includes(theme)) fail(`unknown theme ${theme}`);
for (const viewport of selectedViewports)
  if (!(viewport in viewports)) fail(`unknown viewport ${viewport}`);
const concurrency = Math.max(1, Number.parseInt(options.concurrency, 10) || 3);

function fail(message) {
  console.error(`visual: ${message}`);
  process.exit(2);
}

function buildStorybook(outputDir) {
  console.log(`visual: building Storybook into ${outputDir}`);
  const started = Date.now();
  const bin = path.join(repoRoot, 'node_modules/.bin/storybook');
  const result = spawnSync(
    bin,
    [
      'build',
      '--test',
      '--quiet',
      '--disable-telemetry',
      '-c',
      path.join(repoRoot, '.storybook'),
      '-o',
      outputDir,
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  if (result.status !== 0) fail('storybook build failed');
  console.log(`visual: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** A minimal static file server for the built Storybook, on a free port of 127.0.0.1. */
function serve(root) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    });
  });
}

function readPng(file) {
  return PNG.sync.read(readFileSync(file));
}

function writePng(file, png) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, PNG.sync.write(png));
}

/** Compares a screenshot with its baseline; returns null when they match, else a reason. */
function compare(actualBuffer, baselineFile, diffBase) {
  const actual = PNG.sync.read(actualBuffer);
  const expected = readPng(baselineFile);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writePng(`${diffBase}.actual.png`, actual);
    return `size ${actual.width}x${actual.height} instead of ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = different / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  writePng(`${diffBase}.actual.png`, actual);
  writePng(`${diffBase}.diff.png`, diff);
  return `${different} pixels differ (${(ratio * 100).toFixed(2)}%)`;
}

const freezeCss = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** Waits until the current story has rendered and played, then freezes motion and loads media. */
async function settle(page, storyId) {
  await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase);
    },
    storyId,
    { timeout: RENDER_TIMEOUT_MS, polling: 50 },
  );
  const state = await page.evaluate(() => {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender;
    return { phase: render?.phase, visual: render?.story?.parameters?.visual ?? null };
  });
  if (state.visual?.skip) return { skip: state.visual.reason ?? 'no reason given' };
  if (state.phase !== 'finished') return { error: `story ${state.phase}` };
  await page.evaluate(async (css) => {
    if (!document.getElementById('visual-freeze')) {
      const style = document.createElement('style');
      style.id = 'visual-freeze';
      style.textContent = css;
      document.head.append(style);
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Lazy images below the fold would load or not depending on timing: load them all.
    for (const image of document.images) {
      if (image.loading === 'lazy') image.loading = 'eager';
    }
    const pending = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      Promise.all(
        pending.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    // Loaded is not yet painted: wait until every loaded image is decoded.
    await Promise.race([
      Promise.all(
        [...document.images]
          .filter((image) => image.complete && image.naturalWidth > 0)
          .map((image) => image.decode().catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, freezeCss);
  return {};
}

/**
 * Shows one story. A page that already runs the preview with the same theme and viewport switches
 * story in place (much faster than loading the preview again); `fresh` forces a full load.
 */
async function renderStory(page, origin, task, fresh) {
  const current = page.visualState;
  if (!fresh && current && current.theme === task.theme && current.viewport === task.viewport) {
    await page.evaluate((id) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, task.id);
    return settle(page, task.id);
  }
  page.visualState = null;
  await page.setViewportSize(viewports[task.viewport]);
  // a11y.manual: axe runs in the story tests, not while taking screenshots.
  const globals = `theme:${task.theme};locale:it;a11y.manual:!true`;
  const url = `${origin}/iframe.html?id=${encodeURIComponent(task.id)}&viewMode=story&globals=${globals}`;
  await page.goto(url, { waitUntil: 'load' });
  const state = await settle(page, task.id);
  page.visualState = { theme: task.theme, viewport: task.viewport };
  return state;
}

async function main() {
  // Each build goes to its own folder (two runs at once must not read each other's half-written
  // build); the last complete one is then moved to a fixed place for `--no-build`.
  const lastBuild = path.join(tmpdir(), 'city-storybook-visual');
  let staticDir = options['static-dir'] ? path.resolve(options['static-dir']) : lastBuild;
  if (!options['no-build'] && !options['static-dir']) {
    const fresh = mkdtempSync(path.join(tmpdir(), 'city-storybook-visual-'));
    buildStorybook(fresh);
    rmSync(lastBuild, { recursive: true, force: true });
    try {
      renameSync(fresh, lastBuild);
    } catch {
      staticDir = fresh;
    }
  }
  if (!existsSync(path.join(staticDir, 'index.json'))) fail(`no Storybook build in ${staticDir}`);

  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const allStories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    .sort();
  const stories = options.filter
    ? allStories.filter((id) => options.filter.some((text) => id.includes(text)))
    : allStories;
  // Baselines of removed stories, themes or viewports (within what this run selects).
  const orphans = orphanBaselines(baselineDir, {
    storyIds: allStories,
    themes,
    viewports,
    selectedThemes: options.theme,
    selectedViewports: options.viewport,
    filters: options.filter,
  });

  const tasks = [];
  for (const theme of selectedThemes) {
    for (const viewport of selectedViewports) {
      for (const id of stories) tasks.push({ theme, viewport, id });
    }
  }
  console.log(
    `visual: ${stories.length} stories x ${selectedThemes.length} themes x ${selectedViewports.length} viewports = ${tasks.length} screenshots`,
  );

  const { server, origin } = await serve(staticDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  const results = { passed: 0, failed: [], skipped: [], written: 0, reloaded: 0 };
  const started = Date.now();
  try {
    const context = await browser.newContext({
      viewport: viewports.desktop,
      deviceScaleFactor: 1,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    const shoot = (page) =>
      page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
    let next = 0;
    const worker = async () => {
      const page = await context.newPage();
      while (next < tasks.length) {
        const task = tasks[next++];
        const label = `${task.theme}/${task.viewport}/${task.id}`;
        const baselineFile = path.join(baselineDir, task.theme, task.viewport, `${task.id}.png`);
        const diffBase = path.join(diffDir, task.theme, task.viewport, task.id);
        try {
          let state = await renderStory(page, origin, task, options.fresh);
          if (state.skip) {
            results.skipped.push(`${label} (${state.skip})`);
            continue;
          }
          if (state.error) {
            results.failed.push(`${label}: ${state.error}`);
            continue;
          }
          let shot = await shoot(page);
          if (options.update) {
            mkdirSync(path.dirname(baselineFile), { recursive: true });
            writeFileSync(baselineFile, shot);
            results.written++;
            continue;
          }
          if (!existsSync(baselineFile)) {
            mkdirSync(path.dirname(diffBase), { recursive: true });
            writeFileSync(`${diffBase}.actual.png`, shot);
            results.failed.push(
              `${label}: no baseline (run visual:update); actual in ${path.relative(process.cwd(), diffBase)}.actual.png`,
            );
            continue;
          }
          let reason = compare(shot, baselineFile, diffBase);
          if (reason) {
            // Confirm a difference on a freshly loaded preview, so that nothing left over by the
            // previous story can fail this one.
            results.reloaded++;
            state = await renderStory(page, origin, task, true);
            shot = state.skip || state.error ? shot : await shoot(page);
            rmSync(`${diffBase}.actual.png`, { force: true });
            rmSync(`${diffBase}.diff.png`, { force: true });
            reason = compare(shot, baselineFile, diffBase);
          }
          if (reason) {
            results.failed.push(
              `${label}: ${reason}; see ${path.relative(process.cwd(), diffBase)}.{actual,diff}.png`,
            );
          } else {
            results.passed++;
          }
        } catch (error) {
          page.visualState = null;
          results.failed.push(
            `${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  } finally {
    await browser.close();
    server.close();
  }

  for (const orphan of orphans) {
    if (options.update) {
      // Baselines of stories that no longer exist would otherwise stay forever.
      rmSync(path.join(baselineDir, orphan.file));
      console.log(`visual: deleted ${orphan.file} (${orphan.reason})`);
    } else {
      results.failed.push(
        `${orphan.file}: baseline without a story (${orphan.reason}); delete it or run visual:update`,
      );
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  for (const line of results.skipped) console.log(`  skipped ${line}`);
  for (const line of results.failed) console.log(`  FAILED ${line}`);
  if (results.failed.length > 0)
    console.log(`visual: diffs and actual screenshots are in ${diffDir}`);
  if (options.update) {
    console.log(
      `visual: ${results.written} baselines written, ${results.failed.length} failed, ${results.skipped.length} skipped (${seconds} s)`,
    );
  } else {
    console.log(
      `visual: ${results.passed} passed, ${results.failed.length} failed, ${results.skipped.length} skipped (${seconds} s, ${results.reloaded} rechecked on a fresh load)`,
    );
  }
  process.exitCode = results.failed.length > 0 ? 1 : 0;
}

if (!options.update && existsSync(diffDir)) rmSync(diffDir, { recursive: true, force: true });
await main();
