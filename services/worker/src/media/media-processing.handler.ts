import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { MEDIA_FAILURE_REASONS, MEDIA_MAIL_IMAGE_FILE, MEDIA_THUMBNAIL_FILE, type ProcessMediaJob, mediaVariantFile } from '@app/contracts';
import { MediaStorage, type StoredVariant, mediaStorageKeys, PROCESS_MEDIA_JOB } from '@app/core';
import { JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { PermanentJobFailure } from '../jobs/permanent-job-failure';
import { ImageDecodeError, ImageProcessor } from './image-processor';
import { MediaItemsRepository } from './media-items.repository';
import { variantWidths } from './variant-widths';

/** How a media job ended: the item's status, or `gone` when it was deleted meanwhile. */
export type MediaJobOutcome = 'ready' | 'failed' | 'gone';

type Rendered = { width: number; height: number; variants: StoredVariant[]; placeholder: string; mailImage: boolean };

/**
 * Processes one uploaded image: variants, thumbnail and placeholder are written first, then the row turns ready
 * and the original (with its metadata) is deleted. Every step can run again: a retry, or a second worker taking
 * over from one that crashed, writes the same files and only one of them can mark the item ready. An item deleted
 * or failed meanwhile has whatever the job wrote removed at the end, so no file outlives its row.
 */
@Injectable()
export class MediaProcessingHandler {
  private readonly logger = new Logger(MediaProcessingHandler.name);

  constructor(
    private readonly items: MediaItemsRepository,
    private readonly storage: MediaStorage,
    private readonly processor: ImageProcessor,
  ) {}

  @JobHandler(PROCESS_MEDIA_JOB)
  async process({ mediaId }: ProcessMediaJob, job: Job): Promise<MediaJobOutcome> {
    const item = await this.items.findById(mediaId);
    if (!item) return this.discard(mediaId);
    if (item.status !== 'processing') {
      await this.storage.delete(mediaStorageKeys.original(mediaId));
      return item.status;
    }
    try {
      return await this.finish(mediaId, await this.render(mediaId, job));
    } catch (error) {
      // Deleting the item removes its files while this job works on them: whatever failed, nothing is left to do.
      if (!(await this.items.findById(mediaId))) return this.discard(mediaId);
      if (error instanceof ImageDecodeError) {
        await this.fail(mediaId, error.reason);
        throw new PermanentJobFailure(error.reason);
      }
      throw error;
    }
  }

  /** Out of attempts, or its worker died too often: the library shows the item failed, and nothing of it is kept. */
  @JobFailureHandler(PROCESS_MEDIA_JOB)
  async giveUp({ mediaId }: ProcessMediaJob): Promise<void> {
    await this.fail(mediaId, MEDIA_FAILURE_REASONS.gaveUp);
  }

  private async render(mediaId: string, job: Job): Promise<Rendered> {
    const original = await this.storage.read(mediaStorageKeys.original(mediaId));
    if (!original) throw new ImageDecodeError(MEDIA_FAILURE_REASONS.originalMissing);
    const info = await this.processor.inspect(original);
    const widths = variantWidths(info.width);
    const steps = widths.length + 3;
    const variants: StoredVariant[] = [];
    for (const width of widths) {
      const variant = await this.processor.variant(original, info, width);
      await this.storage.put(mediaStorageKeys.publicFile(mediaId, mediaVariantFile(width)), variant.data);
      variants.push({ width: variant.width, height: variant.height });
      await job.updateProgress(Math.round((variants.length / steps) * 100));
    }
    const thumbnail = await this.processor.thumbnail(original, info);
    await this.storage.put(mediaStorageKeys.publicFile(mediaId, MEDIA_THUMBNAIL_FILE), thumbnail.data);
    await this.storage.put(mediaStorageKeys.publicFile(mediaId, MEDIA_MAIL_IMAGE_FILE), (await this.processor.mailImage(original)).data);
    const placeholder = await this.processor.placeholder(original);
    return { width: info.width, height: info.height, variants, placeholder, mailImage: true };
  }

  private async finish(mediaId: string, rendered: Rendered): Promise<MediaJobOutcome> {
    if (await this.items.markReady(mediaId, rendered)) {
      await this.storage.delete(mediaStorageKeys.original(mediaId));
      return 'ready';
    }
    const item = await this.items.findById(mediaId);
    if (!item) return this.discard(mediaId);
    // Failed meanwhile (given up by the reconciler): the files this run wrote belong to nothing.
    if (item.status === 'failed') await this.removeFiles(mediaId);
    this.logger.warn(`Media ${mediaId} was already ${item.status} when this run finished writing its files`);
    return item.status as MediaJobOutcome;
  }

  private async fail(mediaId: string, reason: string) {
    if (await this.items.markFailed(mediaId, reason)) await this.removeFiles(mediaId);
  }

  /** The item was deleted while it waited or was processed: remove whatever this job wrote. */
  private async discard(mediaId: string): Promise<MediaJobOutcome> {
    await this.removeFiles(mediaId);
    return 'gone';
  }

  private async removeFiles(mediaId: string) {
    await this.storage.deleteFolder(mediaStorageKeys.publicFolder(mediaId));
    await this.storage.delete(mediaStorageKeys.original(mediaId));
  }
}
