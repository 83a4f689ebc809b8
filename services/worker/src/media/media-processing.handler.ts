import { Injectable, Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { MEDIA_FAILURE_REASONS, MEDIA_THUMBNAIL_FILE, mediaVariantFile } from '@app/contracts';
import { type JobPayload, MediaStorage, type StoredVariant, mediaStorageKeys, processMediaJob } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { ImageDecodeError, ImageProcessor } from './image-processor';
import { MediaItemsRepository } from './media-items.repository';
import { variantWidths } from './variant-widths';

/** How a media job ended: the item's status, or `gone` when it was deleted meanwhile. */
export type MediaJobOutcome = 'ready' | 'failed' | 'gone';

type Rendered = { width: number; height: number; variants: StoredVariant[]; placeholder: string };

/**
 * Processes one uploaded image: variants, thumbnail and placeholder are written first, then the row turns ready
 * and the original (with its metadata) is deleted. Every step can run again: a retry, or a second worker taking
 * over from one that crashed, writes the same files and only one of them can mark the item ready.
 */
@Injectable()
export class MediaProcessingHandler {
  private readonly logger = new Logger(MediaProcessingHandler.name);

  constructor(
    private readonly items: MediaItemsRepository,
    private readonly storage: MediaStorage,
    private readonly processor: ImageProcessor,
  ) {}

  @JobHandler(processMediaJob)
  async process({ mediaId }: JobPayload<typeof processMediaJob>, job: Job): Promise<MediaJobOutcome> {
    const item = await this.items.findById(mediaId);
    if (!item) return this.discard(mediaId);
    if (item.status !== 'processing') {
      await this.storage.delete(mediaStorageKeys.original(mediaId));
      return item.status;
    }
    try {
      return await this.finish(mediaId, await this.render(mediaId, job));
    } catch (error) {
      if (error instanceof ImageDecodeError) {
        await this.fail(mediaId, error.reason);
        throw new UnrecoverableError(error.reason);
      }
      if (isLastAttempt(job)) await this.fail(mediaId, MEDIA_FAILURE_REASONS.gaveUp);
      throw error;
    }
  }

  private async render(mediaId: string, job: Job): Promise<Rendered> {
    const original = await this.storage.read(mediaStorageKeys.original(mediaId));
    if (!original) throw new ImageDecodeError(MEDIA_FAILURE_REASONS.originalMissing);
    const info = await this.processor.inspect(original);
    const widths = variantWidths(info.width);
    const steps = widths.length + 2;
    const variants: StoredVariant[] = [];
    for (const width of widths) {
      const variant = await this.processor.variant(original, info, width);
      await this.storage.put(mediaStorageKeys.publicFile(mediaId, mediaVariantFile(width)), variant.data);
      variants.push({ width: variant.width, height: variant.height });
      await job.updateProgress(Math.round((variants.length / steps) * 100));
    }
    const thumbnail = await this.processor.thumbnail(original, info);
    await this.storage.put(mediaStorageKeys.publicFile(mediaId, MEDIA_THUMBNAIL_FILE), thumbnail.data);
    const placeholder = await this.processor.placeholder(original);
    return { width: info.width, height: info.height, variants, placeholder };
  }

  private async finish(mediaId: string, rendered: Rendered): Promise<MediaJobOutcome> {
    if (await this.items.markReady(mediaId, rendered)) {
      await this.storage.delete(mediaStorageKeys.original(mediaId));
      return 'ready';
    }
    const item = await this.items.findById(mediaId);
    if (!item) return this.discard(mediaId);
    this.logger.warn(`Media ${mediaId} was already ${item.status}; its files were written again, identically`);
    return item.status as MediaJobOutcome;
  }

  private async fail(mediaId: string, reason: string) {
    if (!(await this.items.markFailed(mediaId, reason))) return;
    await this.storage.deleteFolder(mediaStorageKeys.publicFolder(mediaId));
    await this.storage.delete(mediaStorageKeys.original(mediaId));
  }

  /** The item was deleted while it waited or was processed: remove whatever this job wrote. */
  private async discard(mediaId: string): Promise<MediaJobOutcome> {
    await this.storage.deleteFolder(mediaStorageKeys.publicFolder(mediaId));
    await this.storage.delete(mediaStorageKeys.original(mediaId));
    return 'gone';
  }
}

function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
