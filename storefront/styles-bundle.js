// The joined stylesheet of the pages that are not hydrated (app/lib/styles-bundle-href.server.ts):
//   /styles.css?f=<file>,<file>,…        (names of hashed CSS files in client/assets, in order)
// answered with those files joined in that order, less the web fonts' @font-face rules, which
//   /faces.css?f=<file>,<file>,…
// answers alone: the page asks for them once it has loaded (app/lib/page-bootstrap.ts),
// so the fonts' files are not on the path of the first paint, which is drawn in the metric-matched
// local faces of tokens/src/fonts/fallbacks.css (their @font-face rules stay in the first part).
// The names are content hashes, so an answer never changes: cached for a year, immutable, and kept
// in memory here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const fileName = /^[\w.-]+\.css$/;
const maxFiles = 64;
const maxCached = 256;

/** An @font-face rule (its block holds declarations only, never a nested brace). */
const fontFaceRule = /@font-face\s*\{[^{}]*\}/g;
/** A face whose source is a file to download (a local face has only `local(…)` sources). */
const downloadedFace = /\burl\(/;

/**
 * Splits a stylesheet into what the first paint needs and the downloaded faces' rules. Every rule
 * of the input is in exactly one of the two, in its order.
 */
export function splitFaces(css) {
  const faces = [];
  const first = css.replace(fontFaceRule, (rule) => {
    if (!downloadedFace.test(rule)) return rule;
    faces.push(rule);
    return '';
  });
  return { first, faces: faces.join('\n') };
}

/**
 * Express handlers for GET /styles.css (`first`) and GET /faces.css (`faces`) serving files of
 * `assetsDir`. The two share one cache: a list of files is read, joined and split once.
 */
export function stylesBundle(assetsDir) {
  const cache = new Map();
  const handler = (part) => async (req, res) => {
    const raw = typeof req.query.f === 'string' ? req.query.f : '';
    const files = raw.split(',');
    if (!raw || files.length > maxFiles || !files.every((f) => fileName.test(f))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    let split = cache.get(raw);
    if (split === undefined) {
      try {
        const parts = await Promise.all(
          files.map((f) => readFile(path.join(assetsDir, f), 'utf8')),
        );
        split = splitFaces(parts.join('\n'));
      } catch {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (cache.size < maxCached) cache.set(raw, split);
    }
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('text/css').send(split[part]);
  };
  return { first: handler('first'), faces: handler('faces') };
}
