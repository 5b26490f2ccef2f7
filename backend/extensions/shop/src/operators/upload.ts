// Operators' image upload: `POST /shop/operatori/immagini`, multipart with one `file` field.
// The bytes are read up to a size limit, decoded with sharp (only JPEG, PNG, WebP and AVIF images
// pass, whatever name or type the client declared), and stored through Directus' FilesService
// with the uploader recorded in `uploaded_by`. Listings accept as `cover` only images their
// owner uploaded (see listings.ts).
import { Readable } from 'node:stream';
import { encode } from 'blurhash';
import { ApiError } from '../../../shared/http';

type Row = Record<string, unknown>;

/** The request as a byte stream (Express' request is a Node IncomingMessage). */
export interface RawRequest {
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeAllListeners(event?: string): unknown;
  resume(): unknown;
  readableEnded?: boolean;
}

export interface UploadedImage {
  id: string;
  title: string | null;
  type: string;
  filesize: number;
  width: number;
  height: number;
  blurhash: string | null;
}

/** Formats sharp reports, with the type and file extension stored for them. */
const FORMATS: Record<string, { type: string; ext: string }> = {
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  png: { type: 'image/png', ext: 'png' },
  webp: { type: 'image/webp', ext: 'webp' },
  avif: { type: 'image/avif', ext: 'avif' },
};
export const IMAGE_TYPES = Object.values(FORMATS).map((f) => f.type);

/** Largest side accepted, in pixels (the bytes limit alone lets tiny files decode to huge ones). */
const MAX_SIDE = 12_000;

const fileRequired = (message: string) =>
  new ApiError(400, 'FILE_REQUIRED', message, { field: 'file' });
const tooLarge = (message: string, limit: number) =>
  new ApiError(413, 'FILE_TOO_LARGE', message, { field: 'file', max_bytes: limit });
const notAllowed = () =>
  new ApiError(415, 'FILE_TYPE_NOT_ALLOWED', 'The file must be a JPEG, PNG, WebP or AVIF image.', {
    field: 'file',
    allowed: IMAGE_TYPES,
  });

const header = (req: RawRequest, name: string): string => {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/** Reads the whole body, refusing more than `limit` bytes (the rest is drained, not kept). */
function readBody(req: RawRequest, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: ApiError | Error | null, body?: Buffer) => {
      if (done) return;
      done = true;
      if (error) {
        req.removeAllListeners('data');
        req.resume();
        reject(error);
      } else resolve(body ?? Buffer.alloc(0));
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) finish(tooLarge(`The file is larger than ${limit} bytes.`, limit));
      else chunks.push(chunk);
    });
    req.on('end', () => finish(null, Buffer.concat(chunks)));
    req.on('error', (error) => finish(error));
  });
}

interface Part {
  name: string;
  filename: string | null;
  body: Buffer;
}

/** Splits a multipart/form-data body into its parts. */
export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let pos = body.indexOf(delimiter);
  while (pos !== -1) {
    let start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // closing delimiter
    if (body.subarray(start, start + 2).toString() === '\r\n') start += 2;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), start);
    if (next === -1) break;
    const headEnd = body.indexOf('\r\n\r\n', start);
    if (headEnd === -1 || headEnd > next) {
      pos = next + 2;
      continue;
    }
    const head = body.subarray(start, headEnd).toString('utf8');
    const disposition = /^content-disposition:(.*)$/im.exec(head)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    parts.push({ name, filename, body: body.subarray(headEnd + 4, next) });
    pos = next + 2;
  }
  return parts;
}

/** A file name safe to offer as download name, with the extension of the detected format. */
function downloadName(raw: string | null, ext: string): string {
  const base = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'immagine'}.${ext}`;
}

interface FilesServiceLike {
  uploadOne(stream: Readable, data: Row): Promise<string | number>;
}
export type FilesServiceFactory = (user: string) => Promise<FilesServiceLike>;

/** The bytes of the form's `file` part, refused beyond `limit` bytes. */
async function readFilePart(req: RawRequest, limit: number): Promise<Part> {
  const contentType = header(req, 'content-type');
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!/^multipart\/form-data/i.test(contentType) || !boundary) {
    req.resume();
    throw fileRequired('Send the image as multipart/form-data with a field named file.');
  }
  // room for the part headers and the other small fields of the form
  const envelope = 64 * 1024;
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared > limit + envelope) {
    req.resume();
    throw tooLarge(`The file is larger than ${limit} bytes.`, limit);
  }
  const body = await readBody(req, limit + envelope);
  const part = parseMultipart(body, boundary[1] ?? boundary[2] ?? '').find(
    (p) => p.name === 'file' && p.filename !== null,
  );
  if (!part || part.body.length === 0) throw fileRequired('The field file holds no file.');
  if (part.body.length > limit) throw tooLarge(`The file is larger than ${limit} bytes.`, limit);
  return part;
}

/** Decodes the image: an accepted format within MAX_SIDE, wholly decodable; and its blurhash. */
async function checkImage(bytes: Buffer, limit: number) {
  const sharp = (await import('sharp')).default;
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const kind = meta?.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta?.format;
  const format = kind ? FORMATS[kind] : undefined;
  const width = meta?.width ?? 0;
  const height = meta?.height ?? 0;
  if (!format || !width || !height) throw notAllowed();
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw tooLarge(`The image is larger than ${MAX_SIDE} pixels on a side.`, limit);

  // decoding every pixel (small) proves the file is a whole image, not only a valid header
  const pixels = await sharp(bytes)
    .rotate()
    .resize(32, 32, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!pixels) throw notAllowed();
  const blurhash = encode(
    new Uint8ClampedArray(pixels.data),
    pixels.info.width,
    pixels.info.height,
    4,
    3,
  );
  return { format, width, height, blurhash };
}

/** Reads, checks and stores one operator image; answers what the listing form needs. */
export async function uploadImage(
  req: RawRequest,
  user: string,
  files: FilesServiceFactory,
  readFile: (id: string) => Promise<Row | undefined>,
  limit: number,
): Promise<UploadedImage> {
  const part = await readFilePart(req, limit);
  const { format, width, height, blurhash } = await checkImage(part.body, limit);
  const filename = downloadName(part.filename, format.ext);
  const service = await files(user);
  const id = String(
    await service.uploadOne(Readable.from([part.body]), {
      filename_download: filename,
      title: filename.replace(/\.[^.]*$/, ''),
      type: format.type,
      blurhash,
    }),
  );
  const row = await readFile(id);
  return {
    id,
    title: (row?.['title'] as string | null) ?? null,
    type: format.type,
    filesize: Number(row?.['filesize'] ?? part.body.length),
    width: Number(row?.['width'] ?? width),
    height: Number(row?.['height'] ?? height),
    blurhash,
  };
}
