// Renders public/favicon.svg (the source drawing) to the PNG icons the document links:
// favicon-32.png and apple-touch-icon.png (180 px). Browsers render an SVG icon as a document
// of its own on the page's main thread (Chromium: 6-40 ms of every first visit on the test
// machine); a small PNG costs a decode. Run after changing the drawing:
//
//   node scripts/favicons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The touch icon is square and opaque (the home screen rounds it itself): the drawing's corners
// are filled with its background colour, the first fill of the drawing.
const background = /fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#ffffff';
const icons = {
  'favicon-32.png': { size: 32, opaque: false },
  'apple-touch-icon.png': { size: 180, opaque: true },
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const [file, { size, opaque }] of Object.entries(icons)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:${opaque ? background : 'transparent'}}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: !opaque });
    await page.close();
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
