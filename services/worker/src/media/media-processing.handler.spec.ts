import type { Job } from 'bullmq';
import { MEDIA_FAILURE_REASONS } from '@app/contracts';
import { MediaEntity, type MediaStorage } from '@app/core';
import { ImageDecodeError, type ImageProcessor } from './image-processor';
import type { MediaItemsRepository } from './media-items.repository';
import { MediaProcessingHandler } from './media-processing.handler';

const ORIGINAL = Buffer.from('original');

function setup(status: MediaEntity['status'] | 'deleted' = 'processing') {
  const item = status === 'deleted' ? null : Object.assign(new MediaEntity({ originalFilename: 'a.jpg', mimeType: 'image/jpeg', size: 8 }), { status });
  const items = { findById: jest.fn(async () => item), markReady: jest.fn(async () => true), markFailed: jest.fn(async () => true) };
  const storage = { read: jest.fn(async (): Promise<Buffer | null> => ORIGINAL), put: jest.fn(), delete: jest.fn(), deleteFolder: jest.fn() };
  const processor = {
    inspect: jest.fn(async () => ({ width: 800, height: 600, animated: false })),
    variant: jest.fn(async (_original: Buffer, _info: unknown, width: number) => ({ width, height: (width * 3) / 4, data: Buffer.from('webp') })),
    thumbnail: jest.fn(async () => ({ width: 400, height: 400, data: Buffer.from('thumb') })),
    mailImage: jest.fn(async () => ({ width: 800, height: 600, data: Buffer.from('jpeg') })),
    placeholder: jest.fn(async () => 'data:image/webp;base64,AA=='),
  };
  const handler = new MediaProcessingHandler(
    items as unknown as MediaItemsRepository,
    storage as unknown as MediaStorage,
    processor as unknown as ImageProcessor,
  );
  const job = { attemptsMade: 0, opts: { attempts: 4 }, updateProgress: jest.fn() } as unknown as Job;
  const id = item?.id ?? '8d2f4c1e-0000-4000-8000-000000000000';
  return { handler, items, storage, processor, job, id, item };
}

describe('MediaProcessingHandler', () => {
  it('writes the variants, thumbnail, mail JPEG and placeholder, marks the item ready, then deletes the original', async () => {
    const { handler, items, storage, job, id } = setup();

    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('ready');

    expect(storage.put.mock.calls.map(([key]) => key)).toEqual([
      `public/${id}/320.webp`,
      `public/${id}/640.webp`,
      `public/${id}/800.webp`,
      `public/${id}/thumb.webp`,
      `public/${id}/mail.jpg`,
    ]);
    expect(items.markReady).toHaveBeenCalledWith(id, {
      width: 800,
      height: 600,
      variants: [
        { width: 320, height: 240 },
        { width: 640, height: 480 },
        { width: 800, height: 600 },
      ],
      placeholder: 'data:image/webp;base64,AA==',
      mailImage: true,
    });
    expect(storage.delete).toHaveBeenCalledWith(`originals/${id}`);
    expect(job.updateProgress).toHaveBeenLastCalledWith(50);
  });

  it('does nothing again for an item that is already ready, beyond removing a leftover original', async () => {
    const { handler, processor, storage, job, id } = setup('ready');
    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('ready');
    expect(processor.inspect).not.toHaveBeenCalled();
    expect(storage.delete).toHaveBeenCalledWith(`originals/${id}`);
  });

  it('removes its files when the item was deleted meanwhile', async () => {
    const { handler, storage, job, id } = setup('deleted');
    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('gone');
    expect(storage.deleteFolder).toHaveBeenCalledWith(`public/${id}/`);
  });

  it('leaves the item to the worker that marked it ready first', async () => {
    const { handler, items, storage, job, id, item } = setup();
    items.markReady.mockResolvedValue(false);
    items.findById.mockResolvedValueOnce(item).mockResolvedValueOnce(Object.assign(Object.create(item as MediaEntity), { status: 'ready' }));
    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('ready');
    expect(storage.deleteFolder).not.toHaveBeenCalled();
  });

  it('fails an undecodable image at once, with its reason, and keeps nothing', async () => {
    const { handler, items, processor, storage, job, id } = setup();
    processor.inspect.mockRejectedValue(new ImageDecodeError(MEDIA_FAILURE_REASONS.undecodable));

    await expect(handler.process({ mediaId: id }, job)).rejects.toThrow(MEDIA_FAILURE_REASONS.undecodable);

    expect(items.markFailed).toHaveBeenCalledWith(id, MEDIA_FAILURE_REASONS.undecodable);
    expect(storage.deleteFolder).toHaveBeenCalledWith(`public/${id}/`);
    expect(storage.delete).toHaveBeenCalledWith(`originals/${id}`);
  });

  it('lets a storage failure be retried, without failing the item', async () => {
    const { handler, items, storage, job, id } = setup();
    storage.put.mockRejectedValue(new Error('ENOSPC: no space left on device'));

    await expect(handler.process({ mediaId: id }, job)).rejects.toThrow('ENOSPC');
    expect(items.markFailed).not.toHaveBeenCalled();
  });

  it('ends quietly, keeping nothing, when the item was deleted while its files were written', async () => {
    const { handler, items, storage, job, id, item } = setup();
    items.findById.mockResolvedValueOnce(item).mockResolvedValueOnce(null);
    storage.put.mockRejectedValue(new Error(`ENOENT: no such file or directory, open 'public/${id}/320.webp.partial'`));

    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('gone');
    expect(storage.deleteFolder).toHaveBeenCalledWith(`public/${id}/`);
  });

  it('ends quietly when the item was deleted, with its original, before the job read it', async () => {
    const { handler, items, storage, job, id, item } = setup();
    items.findById.mockResolvedValueOnce(item).mockResolvedValueOnce(null);
    storage.read.mockResolvedValue(null);

    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('gone');
    expect(items.markFailed).not.toHaveBeenCalled();
  });

  it('removes the files it wrote for an item that was deleted before it could mark it ready', async () => {
    const { handler, items, storage, job, id, item } = setup();
    items.markReady.mockResolvedValue(false);
    items.findById.mockResolvedValueOnce(item).mockResolvedValueOnce(null);

    await expect(handler.process({ mediaId: id }, job)).resolves.toBe('gone');
    expect(storage.deleteFolder).toHaveBeenCalledWith(`public/${id}/`);
    expect(storage.delete).toHaveBeenCalledWith(`originals/${id}`);
  });

  it('gives up on an item with the reason the library shows, and keeps nothing', async () => {
    const { handler, items, storage, id } = setup();
    await handler.giveUp({ mediaId: id });
    expect(items.markFailed).toHaveBeenCalledWith(id, MEDIA_FAILURE_REASONS.gaveUp);
    expect(storage.deleteFolder).toHaveBeenCalledWith(`public/${id}/`);
  });
});
