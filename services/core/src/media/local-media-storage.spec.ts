import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalMediaStorage } from './local-media-storage';
import { mediaStorageKeys } from './media-storage';

describe('LocalMediaStorage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hl-storage-'));
  const storage = new LocalMediaStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, replaces, reads and streams files under their keys, leaving no partial file behind', async () => {
    const key = mediaStorageKeys.publicFile('m1', '640.webp');
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second'));

    expect(await storage.read(key)).toEqual(Buffer.from('second'));
    const opened = await storage.open(key);
    expect(opened?.size).toBe(6);
    opened?.stream.destroy();
    expect(readdirSync(path.join(root, 'public/m1'))).toEqual(['640.webp']);
  });

  it('answers null for a missing file and ignores deleting one', async () => {
    expect(await storage.read('originals/none')).toBeNull();
    expect(await storage.open('originals/none')).toBeNull();
    await expect(storage.delete('originals/none')).resolves.toBeUndefined();
  });

  it('deletes a whole folder', async () => {
    await storage.put(mediaStorageKeys.publicFile('m2', 'thumb.webp'), Buffer.from('x'));
    await storage.put(mediaStorageKeys.publicFile('m2', '320.webp'), Buffer.from('x'));
    await storage.deleteFolder(mediaStorageKeys.publicFolder('m2'));
    expect(await storage.read(mediaStorageKeys.publicFile('m2', 'thumb.webp'))).toBeNull();
  });

  it.each(['../outside', 'public/../../etc/passwd', '/etc/passwd', 'public/./x', 'public\\x', ''])('refuses the unsafe key %j', async (key) => {
    await expect(storage.read(key)).rejects.toThrow('Unsafe media storage key');
  });
});
