/*
 * The one inline script of a page that is not hydrated. Nothing on such a page waits for script
 * (links and forms work without it), so nothing but the document, its stylesheet and its first
 * picture goes before the first paint: once the page has loaded (its first screen's pictures with
 * it), its largest paint is reported and the browser is idle, the script imports the page script
 * (app/enhance/page.ts). Started at the first paint, or a frame after the load event, it could
 * still come before the largest paint was shown.
 * The first page of a visit is set in local faces with the web fonts' metrics
 * (tokens/src/fonts/fallbacks.css) from its first paint to its end: the web fonts' faces
 * (/faces.css, styles-bundle.js) are not applied to it, since a line that nearly fills its box
 * can wrap differently in the web font, and the swap would move what is below it and lay the whole
 * document out again. Once the page script has started, the script fetches the faces' stylesheet
 * and the files of the faces the page's text is set in (those whose local stand-in the page used,
 * latin subset) into the browser's cache, in the mode @font-face fetches them, without applying
 * them; then the tab's next pages link the faces at once and are painted with them from the
 * cache. Without script, a <noscript> link in the head brings the faces. A visitor who presses,
 * clicks or types before then starts it at once, and a press on a button that only script runs is
 * not lost: it is pressed again once the page script has started.
 */

/** The session key telling that this tab has the faces' files in the browser's cache. */
export const FACES_SESSION_KEY = 'city-faces';

/** The web fonts' faces of a joined stylesheet address (/styles.css?f=… → /faces.css?f=…). */
export function facesHref(stylesBundle: string): string {
  return stylesBundle.replace(/^\/styles\.css\?/, '/faces.css?');
}

/** JSON that can stand inside a <script> element (no "<", so no "</script>"). */
function scriptLiteral(value: string | null): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The bootstrap's source: a module script, so it runs once the document is parsed. Each address
 * is a build asset or the faces' address; both are written as escaped literals.
 */
export function pageBootstrap(pageScript: string, faces: string | null): string {
  return [
    `const script = ${scriptLiteral(pageScript)}, faces = ${scriptLiteral(faces)};`,
    `const key = ${scriptLiteral(FACES_SESSION_KEY)};`,
    `let seen = false;`,
    `try { seen = sessionStorage.getItem(key) === '1'; } catch {}`,
    // Later pages of the tab: the files are in the browser's cache.
    `if (seen && faces) {`,
    `  const link = document.createElement('link');`,
    `  link.rel = 'stylesheet';`,
    `  link.href = faces;`,
    `  document.head.append(link);`,
    `}`,
    // Whether a face is for Latin text: no unicode-range, or one that holds "A" (no "<" in the
    // source: see scriptLiteral).
    `const latin = (rule) => {`,
    `  const range = /unicode-range:([^;}]*)/i.exec(rule);`,
    `  return !range || range[1].split(',').some((part) => {`,
    `    const [from, to = from] = part.trim().replace(/^u\\+/i, '').split('-');`,
    `    return 65 >= parseInt(from.replace(/\\?/g, '0'), 16) && parseInt(to.replace(/\\?/g, 'f'), 16) >= 65;`,
    `  });`,
    `};`,
    // The first page of the tab: the files of the faces whose local stand-in ("<family> Fallback:
    // <local font>", tokens/src/fonts/fallbacks.css) the page asked for, fetched as @font-face
    // fetches them (mode cors, credentials same-origin) and read to the end, so that the cache
    // holds them; nothing is applied.
    `const cacheFaces = () => {`,
    `  if (seen || !faces) return;`,
    `  const used = new Set();`,
    `  for (const face of document.fonts || []) {`,
    `    const [family, local] = face.family.replace(/["']/g, '').split(' Fallback: ');`,
    `    if (local && face.status !== 'unloaded') used.add(family.trim());`,
    `  }`,
    `  if (used.size === 0) return;`,
    `  const base = new URL(faces, location.href);`,
    `  const get = (url) => fetch(url, { priority: 'low' }).then((response) => {`,
    `    if (!response.ok) throw new Error(response.status);`,
    `    return response;`,
    `  });`,
    `  get(base)`,
    `    .then((response) => response.text())`,
    `    .then((css) => Promise.all((css.match(/@font-face\\s*\\{[^}]*\\}/g) || []).flatMap((rule) => {`,
    `      const family = /font-family:\\s*["']?([^"';]+)/i.exec(rule);`,
    `      const file = /url\\(\\s*["']?([^"')]+)/.exec(rule);`,
    `      return family && file && used.has(family[1].trim()) && latin(rule)`,
    `        ? [get(new URL(file[1], base)).then((response) => response.arrayBuffer())]`,
    `        : [];`,
    `    })))`,
    `    .then(() => { try { sessionStorage.setItem(key, '1'); } catch {} }, () => {});`,
    `};`,
    // A press on a button that only script runs (type="button": the consent banner's choices,
    // the carousel's arrows…) before the page script has started starts it at once and is
    // pressed again once it has; links and form buttons work without it and are left alone.
    `let pressed = null;`,
    `const early = (event) => {`,
    `  const target = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;`,
    `  if (target) pressed = target;`,
    `  start();`,
    `};`,
    `const interactions = ['click', 'keydown', 'pointerdown'];`,
    `for (const type of interactions) addEventListener(type, early, { capture: true, passive: true });`,
    `let done = false;`,
    `const start = () => {`,
    `  if (done) return;`,
    `  done = true;`,
    `  import(script).then(() => {`,
    `    for (const type of interactions) removeEventListener(type, early, { capture: true });`,
    `    if (pressed && pressed.isConnected) pressed.click();`,
    `    pressed = null;`,
    `  }).finally(() => idle(cacheFaces));`,
    `};`,
    // The browser's first idle time once the page has loaded and its largest paint is reported
    // (a frame callback, or the load event, can come before the frame is shown). Where largest
    // paints are not reported the load is enough; where idle time is not, a short timer.
    `const idle = (callback) =>`,
    `  typeof requestIdleCallback === 'function'`,
    `    ? requestIdleCallback(callback, { timeout: 500 })`,
    `    : setTimeout(callback, 50);`,
    // A tab opened in the background reports no largest paint; nor does a page whose largest
    // paint never comes, so a second after the load event is enough in any case.
    `let loaded = document.readyState === 'complete';`,
    `let painted = document.visibilityState === 'hidden';`,
    `const next = () => {`,
    `  if (loaded && painted && !done) idle(start);`,
    `};`,
    `try {`,
    `  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) throw 0;`,
    `  new PerformanceObserver((list, observer) => {`,
    `    observer.disconnect();`,
    `    painted = true;`,
    `    next();`,
    `  }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    `} catch {`,
    `  painted = true;`,
    `}`,
    `const onLoad = () => {`,
    `  loaded = true;`,
    `  next();`,
    `  setTimeout(() => { painted = true; next(); }, 1000);`,
    `};`,
    `if (loaded) onLoad();`,
    `else addEventListener('load', onLoad, { once: true });`,
  ].join('\n');
}
