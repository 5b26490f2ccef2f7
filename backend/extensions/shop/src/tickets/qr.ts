// QR images of signed payloads, drawn by the `qrcode` package: SVG (as a data URL, for pages and
// e-mails) and PNG (for the PDF). Error correction M, a quiet zone of 4 modules.
import QRCode from 'qrcode';

const options = { errorCorrectionLevel: 'M' as const, margin: 4 };

export async function qrSvgDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { ...options, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function qrPng(payload: string, scale = 8): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...options, type: 'png', scale });
}
