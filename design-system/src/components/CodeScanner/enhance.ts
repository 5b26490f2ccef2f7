/*
 * The code scanner's enhancement (`data-enhance="code-scanner"`): opens the rear camera on the
 * start button, looks for a QR code in every frame with the browser's BarcodeDetector, or with
 * jsQR (the `data-decoder` script, loaded only then) where there is none, writes the first code
 * read into the target field and submits its form. The camera is closed once a code is read, on
 * stop, and when the enhancement is undone.
 */
import { scannerParts } from './parts';

type Decode = (source: HTMLVideoElement) => Promise<string | null>;

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}
type JsQr = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: string },
) => { data: string } | null;

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

const loaded = new Map<string, Promise<JsQr>>();

/** Loads the decoder's classic script once (it defines window.jsQR). */
export function loadJsQr(src: string, doc: Document = document): Promise<JsQr> {
  const known = loaded.get(src);
  if (known) return known;
  const loading = new Promise<JsQr>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const jsQR = (globalThis as { jsQR?: JsQr }).jsQR;
      if (jsQR) resolve(jsQR);
      else reject(new Error('the decoder defined no jsQR'));
    };
    script.onerror = () => reject(new Error(`the decoder ${src} could not be loaded`));
    doc.head.append(script);
  });
  loaded.set(src, loading);
  loading.catch(() => loaded.delete(src));
  return loading;
}

function canvasDecoder(jsQR: JsQr): Decode {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, 800 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

export default function enhanceCodeScanner(root: HTMLElement): (() => void) | void {
  const start = root.querySelector<HTMLButtonElement>(`[${scannerParts.start}]`);
  const stop = root.querySelector<HTMLButtonElement>(`[${scannerParts.stop}]`);
  const video = root.querySelector<HTMLVideoElement>(`[${scannerParts.video}]`);
  const status = root.querySelector<HTMLElement>(`[${scannerParts.status}]`);
  const name = root.dataset.target ?? '';
  const input =
    root.closest('form')?.elements.namedItem(name) ??
    root.ownerDocument.querySelector(`input[name="${CSS.escape(name)}"]`);
  if (!start || !stop || !video || !status || !(input instanceof HTMLInputElement)) return;
  if (!navigator.mediaDevices?.getUserMedia) return;

  let stream: MediaStream | null = null;
  let frame = 0;
  let running = false;

  const close = () => {
    running = false;
    cancelAnimationFrame(frame);
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    video.srcObject = null;
    video.hidden = true;
    stop.hidden = true;
    start.hidden = false;
  };

  const fail = () => {
    close();
    status.textContent = root.dataset.labelUnavailable ?? '';
  };

  const found = (code: string) => {
    close();
    input.value = code;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.form?.requestSubmit();
  };

  const onStart = async () => {
    if (running) return;
    running = true;
    status.textContent = '';
    let decode = await nativeDecoder();
    try {
      if (!decode) {
        const src = root.dataset.decoder;
        if (!src) throw new Error('no decoder');
        decode = canvasDecoder(await loadJsQr(src, root.ownerDocument));
      }
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch {
      fail();
      return;
    }
    if (!running) {
      close();
      return;
    }
    video.srcObject = stream;
    video.hidden = false;
    start.hidden = true;
    stop.hidden = false;
    status.textContent = root.dataset.labelScanning ?? '';
    await video.play().catch(() => undefined);
    const read = decode;
    const tick = async () => {
      if (!running) return;
      let code: string | null = null;
      try {
        if (video.readyState >= 2) code = await read(video);
      } catch {
        code = null;
      }
      if (!running) return;
      if (code) found(code);
      else frame = requestAnimationFrame(() => void tick());
    };
    frame = requestAnimationFrame(() => void tick());
  };
  const onStartClick = () => void onStart();

  start.hidden = false;
  start.addEventListener('click', onStartClick);
  stop.addEventListener('click', close);
  return () => {
    close();
    start.hidden = true;
    start.removeEventListener('click', onStartClick);
    stop.removeEventListener('click', close);
  };
}
