/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BUNDLED_MAIL_IMAGES } from './mail-images';

const publicDir = path.resolve(__dirname, '../../../shell/public');

describe('BUNDLED_MAIL_IMAGES (npm run mail-images)', () => {
  it('has a JPEG of the recorded size for every SVG image the site bundles, and nothing else', async () => {
    const svgs = readdirSync(path.join(publicDir, 'images'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'))
      .map((file) => `/images/${file.split(path.sep).join('/')}`);
    expect(Object.keys(BUNDLED_MAIL_IMAGES).sort()).toEqual(svgs.sort());
    for (const { src, width, height } of Object.values(BUNDLED_MAIL_IMAGES)) {
      const metadata = await sharp(readFileSync(path.join(publicDir, src))).metadata();
      expect({ src, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ src, format: 'jpeg', width, height });
    }
  });
});
