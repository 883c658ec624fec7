/** A QR code of a text as a PNG data: URL, for cards and posters the client shows and saves as an image. */
import QRCode from 'qrcode';

export function qrImage(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
