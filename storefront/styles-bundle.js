// The joined stylesheet of the pages that are not hydrated (app/lib/styles-bundle-href.server.ts):
//   /styles.css?f=<file>,<file>,…        (names of hashed CSS files in client/assets, in order)
// answered with those files joined in that order. The names are content hashes, so an answer
// never changes: cached for a year, immutable, and kept in memory here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const fileName = /^[\w.-]+\.css$/;
const maxFiles = 64;
const maxCached = 256;

/** Express handler for GET /styles.css serving files of `assetsDir`. */
export function stylesBundle(assetsDir) {
  const cache = new Map();
  return async (req, res) => {
    const raw = typeof req.query.f === 'string' ? req.query.f : '';
    const files = raw.split(',');
    if (!raw || files.length > maxFiles || !files.every((f) => fileName.test(f))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    let css = cache.get(raw);
    if (css === undefined) {
      try {
        const parts = await Promise.all(
          files.map((f) => readFile(path.join(assetsDir, f), 'utf8')),
        );
        css = parts.join('\n');
      } catch {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (cache.size < maxCached) cache.set(raw, css);
    }
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('text/css').send(css);
  };
}
