/*
 * The one inline script of a page that is not hydrated. Nothing on such a page waits for script
 * (links and forms work without it), so nothing but the document, its stylesheet and its first
 * picture goes before the first paint: once the page has loaded (its first screen's pictures with
 * it), its largest paint is reported and the browser is idle, the script links the web fonts'
 * faces (/faces.css, styles-bundle.js) and imports the page script (app/enhance/page.ts). Started
 * at the first paint, or a frame after the load event, they could still come before the largest
 * paint was shown.
 * Until the faces arrive the text is set in local faces with the web fonts' metrics
 * (tokens/src/fonts/fallbacks.css), so the swap moves nothing. A tab that has had the faces once
 * links them at once on its next pages: their files are then in the browser's cache, and the text
 * is not drawn twice. Without script, a <noscript> link in the head brings the faces. A visitor
 * who presses, clicks or types before then starts it at once, and a press on a button that only
 * script runs is not lost: it is pressed again once the page script has started.
 */

/** The session key telling that this tab has loaded the faces once. */
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
    `const linkFaces = () => {`,
    `  if (!faces) return;`,
    `  const link = document.createElement('link');`,
    `  link.rel = 'stylesheet';`,
    `  link.href = faces;`,
    `  link.addEventListener('load', () => { try { sessionStorage.setItem(key, '1'); } catch {} });`,
    `  document.head.append(link);`,
    `};`,
    `if (seen) linkFaces();`,
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
    `  if (!seen) linkFaces();`,
    `  import(script).then(() => {`,
    `    for (const type of interactions) removeEventListener(type, early, { capture: true });`,
    `    if (pressed && pressed.isConnected) pressed.click();`,
    `    pressed = null;`,
    `  });`,
    `};`,
    // The browser's first idle time once the page has loaded and its largest paint is reported
    // (a frame callback, or the load event, can come before the frame is shown). Where largest
    // paints are not reported the load is enough; where idle time is not, a short timer.
    `const idle = () =>`,
    `  typeof requestIdleCallback === 'function'`,
    `    ? requestIdleCallback(start, { timeout: 500 })`,
    `    : setTimeout(start, 50);`,
    // A tab opened in the background reports no largest paint; nor does a page whose largest
    // paint never comes, so a second after the load event is enough in any case.
    `let loaded = document.readyState === 'complete';`,
    `let painted = document.visibilityState === 'hidden';`,
    `const next = () => {`,
    `  if (loaded && painted && !done) idle();`,
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
