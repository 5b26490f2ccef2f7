// The joined stylesheet of pages that are not hydrated: the first paint's part keeps every rule but
// the downloaded faces, which /faces.css answers alone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitFaces, stylesBundle } from './styles-bundle.js';

const webFace =
  "@font-face{font-family:Titillium Web;font-weight:400;font-display:swap;src:url(/assets/t-400.woff2) format('woff2');unicode-range:U+0000-00FF}";
const localFace =
  '@font-face{font-family:Titillium Web Fallback\\: Arial;src:local(Arial),local(Liberation Sans);size-adjust:94.4%}';

describe('splitFaces', () => {
  it('moves the downloaded faces out and keeps the local ones and every other rule', () => {
    const css = `.a{color:red}${webFace}\n${localFace}@media (min-width:768px){.b{display:grid}}`;
    const { first, faces } = splitFaces(css);
    expect(faces).toBe(webFace);
    expect(first).toBe(`.a{color:red}\n${localFace}@media (min-width:768px){.b{display:grid}}`);
  });

  it('puts every rule of any joined stylesheet in exactly one part, in order', () => {
    const rule = fc.oneof(
      fc.constant(webFace),
      fc.constant(localFace),
      fc
        .tuple(
          fc.stringMatching(/^[a-z][\w-]{0,8}$/),
          fc.stringMatching(/^[a-z-]{1,10}:[\w ]{1,10}$/),
        )
        .map(([name, declaration]) => `.${name}{${declaration}}`),
    );
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), (rules) => {
        const { first, faces } = splitFaces(rules.join(''));
        expect(faces).toBe(rules.filter((r) => r === webFace).join('\n'));
        expect(first).toBe(rules.filter((r) => r !== webFace).join(''));
        expect(first).not.toMatch(/url\(/);
      }),
    );
  });
});

describe('GET /styles.css and /faces.css', () => {
  let server: ReturnType<express.Express['listen']>;
  let origin = '';
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'styles-bundle-'));
    writeFileSync(path.join(dir, 'root-A1.css'), `${webFace}${localFace}`);
    writeFileSync(path.join(dir, 'page-B2.css'), '.c{margin:0}');
    const app = express();
    const stylesheets = stylesBundle(dir);
    app.get('/styles.css', stylesheets.first);
    app.get('/faces.css', stylesheets.faces);
    server = app.listen(0);
    await new Promise((done) => server.once('listening', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('answers the two parts of the same files, immutable', async () => {
    const first = await fetch(`${origin}/styles.css?f=root-A1.css,page-B2.css`);
    const faces = await fetch(`${origin}/faces.css?f=root-A1.css,page-B2.css`);
    for (const response of [first, faces]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/css');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(await first.text()).toBe(`${localFace}\n.c{margin:0}`);
    expect(await faces.text()).toBe(webFace);
  });

  it('refuses anything but CSS files of the directory', async () => {
    for (const query of ['', 'f=', 'f=../x.css', 'f=nope-1.css', 'f=root-A1.css,..%2Fx.css']) {
      for (const file of ['styles.css', 'faces.css']) {
        const response = await fetch(`${origin}/${file}?${query}`);
        expect(response.status, `${file}?${query}`).toBe(404);
      }
    }
  });
});
