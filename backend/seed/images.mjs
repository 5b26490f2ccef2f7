// Abstract images of the demo, drawn at seed time with sharp from SVG (no photos are shipped):
// soft gradients with circles and waves in the site's palette, and simple geometric logos.
import sharp from 'sharp';
import { encode } from 'blurhash';

const palettes = [
  ['#0b3d5c', '#2f8f9d', '#f2c14e'],
  ['#5c1a33', '#c8553d', '#f6ae2d'],
  ['#1b4332', '#52b788', '#d8f3dc'],
  ['#3d348b', '#7678ed', '#f7b801'],
  ['#264653', '#e76f51', '#e9c46a'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#003049', '#669bbc', '#fdf0d5'],
  ['#6a4c93', '#1982c4', '#8ac926'],
  ['#432818', '#bb9457', '#ffe6a7'],
  ['#0f4c5c', '#5f0f40', '#fb8b24'],
  ['#2d6a4f', '#95d5b2', '#ffb703'],
  ['#14213d', '#fca311', '#e5e5e5'],
];

function coverSvg(i, w, h) {
  const [a, b, c] = palettes[i % palettes.length];
  const cx = ((i * 37) % 70) + 15;
  const cy = ((i * 53) % 60) + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 66.7" preserveAspectRatio="none">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
    <radialGradient id="r" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${c}" stop-opacity="0.95"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100" height="66.7" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${18 + (i % 5) * 3}" fill="url(#r)"/>
  <path d="M0 ${48 + (i % 4) * 3} C 25 ${38 + (i % 6) * 2}, 55 ${60 - (i % 5) * 2}, 100 ${44 + (i % 3) * 4} L100 66.7 L0 66.7 Z" fill="${a}" fill-opacity="0.55"/>
  <path d="M0 ${56 + (i % 3) * 2} C 30 ${50 + (i % 4) * 2}, 60 ${64 - (i % 4)}, 100 ${54 + (i % 2) * 3} L100 66.7 L0 66.7 Z" fill="${c}" fill-opacity="0.35"/>
</svg>`;
}

function logoSvg(i, w, h) {
  const [a, b, c] = palettes[(i * 5) % palettes.length];
  const shapes = [
    `<circle cx="30" cy="20" r="14" fill="${a}"/><rect x="50" y="8" width="60" height="8" rx="4" fill="${b}"/><rect x="50" y="24" width="40" height="8" rx="4" fill="${c}"/>`,
    `<polygon points="16,34 30,6 44,34" fill="${a}"/><rect x="54" y="10" width="56" height="20" rx="10" fill="${b}"/>`,
    `<rect x="12" y="8" width="24" height="24" rx="4" fill="${a}"/><circle cx="70" cy="20" r="12" fill="${b}"/><circle cx="100" cy="20" r="8" fill="${c}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 120 40"><rect width="120" height="40" fill="#ffffff"/>${shapes[i % shapes.length]}</svg>`;
}

async function render(svg, format) {
  const img = sharp(Buffer.from(svg));
  const buffer = format === 'png' ? await img.png().toBuffer() : await img.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const { data, info } = await sharp(buffer).resize(32, 32, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const meta = await sharp(buffer).metadata();
  return { buffer, blurhash: encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3), width: meta.width, height: meta.height };
}

/** @returns {Promise<Array<{ name: string, title: string, type: string, buffer: Buffer, blurhash: string, width: number, height: number }>>} */
export async function generateImages() {
  const out = [];
  for (let i = 0; i < 12; i++) out.push({ name: `copertina-${i + 1}.jpg`, title: `Copertina astratta ${i + 1}`, type: 'image/jpeg', ...(await render(coverSvg(i, 1600, 1067), 'jpg')) });
  for (let i = 0; i < 9; i++) out.push({ name: `logo-${i + 1}.png`, title: `Logo partner ${i + 1}`, type: 'image/png', ...(await render(logoSvg(i, 360, 120), 'png')) });
  return out;
}
