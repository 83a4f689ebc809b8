import { type TestS3Server, startS3Server } from '../testing';
import { S3MediaStorage } from './s3-media-storage';

/** Issue 16, item 7: MediaStorage in an S3-compatible bucket (s3rver on loopback). */
describe('S3MediaStorage', () => {
  let s3: TestS3Server;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = new S3MediaStorage(s3.settings);
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
  });

  it('stores, replaces, reads and streams a file', async () => {
    await storage.put('public/item-1/640.webp', Buffer.from('first'));
    await storage.put('public/item-1/640.webp', Buffer.from('second version'));
    expect((await storage.read('public/item-1/640.webp'))?.toString()).toBe('second version');
    const opened = await storage.open('public/item-1/640.webp');
    expect(opened?.size).toBe(14);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('second version');
  });

  it('answers null for a missing file, and deleting one is no error', async () => {
    expect(await storage.read('originals/none')).toBeNull();
    expect(await storage.open('originals/none')).toBeNull();
    await expect(storage.delete('originals/none')).resolves.toBeUndefined();
  });

  it('deletes one file, or a whole folder and nothing beside it', async () => {
    await Promise.all(
      ['public/item-2/320.webp', 'public/item-2/thumb.webp', 'public/item-20/320.webp', 'originals/item-2'].map((key) => storage.put(key, Buffer.from(key))),
    );
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['public/item-2/320.webp', 'public/item-2/thumb.webp', 'public/item-20/320.webp', 'originals/item-2']));
    await storage.delete('originals/item-2');
    expect(await storage.read('originals/item-2')).toBeNull();
    await storage.deleteFolder('public/item-2/');
    expect(await storage.read('public/item-2/320.webp')).toBeNull();
    expect(await storage.read('public/item-2/thumb.webp')).toBeNull();
    expect((await storage.read('public/item-20/320.webp'))?.toString()).toBe('public/item-20/320.webp');
    await expect(storage.deleteFolder('public/item-2')).rejects.toThrow('Not a folder key');
  });
});
