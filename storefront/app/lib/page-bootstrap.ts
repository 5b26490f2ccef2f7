/*
 * The one inline script of a page that is not hydrated. Nothing on such a page waits for script
 * (links and forms work without it), so nothing but the document, its stylesheet and its first
 * picture goes before the first paint: once the page has loaded (its first screen's pictures with
 * it) and the next frame is drawn, the script links the web fonts' faces (/faces.css,
 * styles-bundle.js) and imports the page script (app/enhance/page.ts). Started at the first paint
 * instead, they were still on the path of the largest paint when it came a frame later.
 * Until the faces arrive the text is set in local faces with the web fonts' metrics
 * (tokens/src/fonts/fallbacks.css), so the swap moves nothing. A tab that has had the faces once
 * links them at once on its next pages: their files are then in the browser's cache, and the text
 * is not drawn twice. Without script, a <noscript> link in the head brings the faces.
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
    `const start = () => {`,
    `  if (!seen) linkFaces();`,
    `  import(script);`,
    `};`,
    // After the load event the first screen's pictures are in; the next frame shows them. A tab
    // opened in the background draws no frames: it starts at once.
    `const afterLoad = () => {`,
    `  if (document.visibilityState === 'hidden') start();`,
    `  else requestAnimationFrame(() => setTimeout(start, 0));`,
    `};`,
    `if (document.readyState === 'complete') afterLoad();`,
    `else addEventListener('load', afterLoad, { once: true });`,
  ].join('\n');
}
