import { BadRequestException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  MEDIA_API_MESSAGES,
  MEDIA_PUBLIC_FILE,
  type MediaItem,
  type MediaListQuery,
  type MediaPage,
  type UpdateMediaInput,
  type MediaTextFields,
  isUuid,
} from '@app/contracts';
import { describeError, JobQueues, MediaEntity, MediaStorage, mediaStorageKeys, PROCESS_MEDIA_JOB, type StoredFile } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';
import { MediaRepository } from './media.repository';
import { toMediaItem } from './media-view';
import { cleanOriginalFilename } from './upload/original-filename';
import { type UploadedFile, UploadedImageChecker } from './upload/uploaded-image-checker';
import { MediaUsageService } from './usage/media-usage.service';
import { listPage } from '../common/list-page';

/** A new row and the bytes of its original file. */
type Upload = { item: MediaEntity; original: Buffer };

/**
 * The media library: uploads are checked by content, stored, written as rows and handed to the worker in that
 * order; the request never waits for image processing.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly media: MediaRepository,
    private readonly storage: MediaStorage,
    private readonly checker: UploadedImageChecker,
    private readonly queues: JobQueues,
    private readonly usage: MediaUsageService,
    private readonly audit: AuditLogService,
  ) {}

  async page(query: MediaListQuery): Promise<MediaPage> {
    const [items, total] = await this.media.page(query);
    return listPage(await this.withUsage(items), total, query);
  }

  async get(id: string): Promise<MediaItem> {
    const item = await this.find(id);
    const usage = await this.usage.usageOf([item.id]);
    return toMediaItem(item, usage.get(item.id) ?? []);
  }

  async upload(files: UploadedFile[], fields: MediaTextFields): Promise<MediaItem[]> {
    const items = await this.accept(files, fields);
    await this.process(items);
    return items.map((item) => toMediaItem(item, []));
  }

  /**
   * Checks every file before any is stored (one refused file refuses the upload), then stores the originals and the
   * rows. A caller that links the items to something of its own (a maintenance request's photos) does so before `process`.
   */
  async accept(files: UploadedFile[], fields: MediaTextFields & { inLibrary?: boolean }): Promise<MediaEntity[]> {
    if (files.length === 0) throw new BadRequestException(MEDIA_API_MESSAGES.noFiles);
    const uploads: Upload[] = [];
    for (const file of files) {
      const originalFilename = cleanOriginalFilename(file.originalname);
      const mimeType = await this.checker.check(file, originalFilename);
      uploads.push({ item: new MediaEntity({ originalFilename, mimeType, size: file.size, ...fields }), original: file.buffer });
    }
    await this.store(uploads);
    return uploads.map(({ item }) => item);
  }

  /** Hands stored items to the worker, which strips their metadata and writes their variants. */
  process(items: MediaEntity[]): Promise<void> {
    return this.enqueue(items);
  }

  /** A maintenance photo's file, for its tenant or staff (the caller has checked who asks). */
  async openPrivateFile(id: string, file: string): Promise<StoredFile> {
    return this.openReadyFile(id, file, false);
  }

  async update(id: string, input: UpdateMediaInput): Promise<MediaItem> {
    const item = await this.find(id);
    Object.assign(item, input);
    await this.media.save(item);
    return this.get(id);
  }

  /**
   * The row and every file go; the item's URLs answer 404 from then on, and posts stop offering its variants. The
   * row goes first: a worker still processing the item then finds it gone and removes whatever it wrote after this.
   */
  async delete(id: string, acting: Acting): Promise<void> {
    const item = await this.find(id);
    await this.media.remove(item);
    await this.audit.recordContentAction('media.deleted', acting, item.id, { filename: item.originalFilename });
    try {
      await this.removeFiles(item);
    } catch (error) {
      this.logger.error(`Media ${id} is deleted but some of its files could not be removed: ${describeError(error)}`);
    }
  }

  /** A variant or thumbnail of a ready item, for /media/{id}/{file}. */
  async openPublicFile(id: string, file: string): Promise<StoredFile> {
    return this.openReadyFile(id, file, true);
  }

  /** Removes items and their files (a maintenance request erased); a file left behind is logged, not thrown. */
  async removeItems(ids: string[]): Promise<void> {
    const items = ids.length ? await this.media.findByIds(ids) : [];
    if (items.length === 0) return;
    await this.media.remove(...items);
    await Promise.all(
      items.map((item) =>
        this.removeFiles(item).catch((error: unknown) =>
          this.logger.error(`Media ${item.id} is deleted but some of its files could not be removed: ${describeError(error)}`),
        ),
      ),
    );
  }

  private async openReadyFile(id: string, file: string, inLibrary: boolean): Promise<StoredFile> {
    const item = isUuid(id) && MEDIA_PUBLIC_FILE.test(file) ? await this.media.findById(id) : null;
    const stored = item?.status === 'ready' && item.inLibrary === inLibrary ? await this.storage.open(mediaStorageKeys.publicFile(id, file)) : null;
    if (!stored) throw new NotFoundException(MEDIA_API_MESSAGES.notFound);
    return stored;
  }

  private async find(id: string): Promise<MediaEntity> {
    const item = isUuid(id) ? await this.media.findById(id) : null;
    if (!item?.inLibrary) throw new NotFoundException(MEDIA_API_MESSAGES.notFound);
    return item;
  }

  private async withUsage(items: MediaEntity[]): Promise<MediaItem[]> {
    const usage = await this.usage.usageOf(items.map((item) => item.id));
    return items.map((item) => toMediaItem(item, usage.get(item.id) ?? []));
  }

  /** Originals first, under generated keys, then the rows: a row never points at a missing file. */
  private async store(uploads: Upload[]) {
    await Promise.all(uploads.map(({ item, original }) => this.storage.put(mediaStorageKeys.original(item.id), original)));
    const items = uploads.map(({ item }) => item);
    try {
      await this.media.save(...items);
    } catch (error) {
      await Promise.all(items.map((item) => this.removeFiles(item)));
      throw error;
    }
  }

  /** One job per image, its id the media id: enqueueing the same image again never runs it twice. */
  private async enqueue(items: MediaEntity[]) {
    try {
      await Promise.all(items.map((item) => this.queues.add(PROCESS_MEDIA_JOB, { mediaId: item.id })));
    } catch {
      await this.media.remove(...items);
      await Promise.all(items.map((item) => this.removeFiles(item)));
      throw new ServiceUnavailableException(MEDIA_API_MESSAGES.processingUnavailable);
    }
  }

  private async removeFiles(item: MediaEntity) {
    await this.storage.delete(mediaStorageKeys.original(item.id));
    await this.storage.deleteFolder(mediaStorageKeys.publicFolder(item.id));
  }
}
