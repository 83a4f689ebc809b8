import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A marker written into the test photos' metadata: no output may contain it. */
export const PRIVATE_METADATA_MARKER = 'Owner-Private-Marker';

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${PRIVATE_METADATA_MARKER}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

type Size = { width: number; height: number };

/** A gradient with a little noise, so encoders have real work and no two rows are alike. */
function picture({ width, height }: Size) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y + ((x * 7919) % 13)) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A phone photo: stored `width` × `height` with EXIF orientation 6 (shown turned a quarter), GPS position,
 * camera make, an ICC profile and XMP naming the owner.
 */
export function phonePhoto(size: Size): Promise<Buffer> {
  return picture(size)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Harbourphone', Copyright: PRIVATE_METADATA_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 36/1' },
    })
    .withIccProfile('p3')
    .withXmp(XMP)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export function jpegImage(size: Size): Promise<Buffer> {
  return picture(size).jpeg({ quality: 80 }).toBuffer();
}

export function pngImage(size: Size): Promise<Buffer> {
  return picture(size).png().toBuffer();
}

export function gifImage(size: Size): Promise<Buffer> {
  return picture(size).gif().toBuffer();
}

export function webpImage(size: Size): Promise<Buffer> {
  return picture(size).webp().toBuffer();
}

/** A valid JPEG padded with zeros (after its end marker) to exactly `bytes`. */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const image = await jpegImage({ width: 64, height: 64 });
  return Buffer.concat([image, Buffer.alloc(bytes - image.length)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A decompression bomb: a few hundred bytes whose header claims `side` × `side` pixels. */
export function pixelBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG with a web page appended after its end: a browser sniffing it would run the script. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const image = await pngImage({ width: 32, height: 32 });
  return Buffer.concat([image, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
}

/** A real JPEG whose comment segment holds a script. */
export async function jpegScriptPolyglot(): Promise<Buffer> {
  const image = await jpegImage({ width: 32, height: 32 });
  const script = Buffer.from('<script>alert(1)</script>');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, script.length + 2]), script]);
  return Buffer.concat([image.subarray(0, 2), comment, image.subarray(2)]);
}

export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export const SVG_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
