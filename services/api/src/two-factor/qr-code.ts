import QRCode from 'qrcode';

/** `text` as a QR code in a PNG data URL (one module of quiet zone, 220 px wide), for an authenticator app to scan. */
export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { margin: 1, width: 220 });
}
