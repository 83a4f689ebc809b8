import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { ContentType, EnhanceContentJob, EnhanceContentResult, GenerateDraftJob, GenerateDraftJobResult } from '@app/contracts';
import { type ContentDraftEntity, ENHANCE_CONTENT_JOB, GENERATE_DRAFT_JOB } from '@app/core';
import { AiProviderError } from '../ai/ai-provider.error';
import { ArticleWriter } from '../ai/article-writer';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { PermanentJobFailure } from '../jobs/permanent-job-failure';
import { GeneratedDraftsRepository } from './generated-drafts.repository';
import { GenerationRequestsRepository } from './generation-requests.repository';

/**
 * The content queue: AI drafting (the result is a new draft, recorded on the stored request whose id is the job id)
 * and enhancing (the API waits for the answer).
 */
@Injectable()
export class ContentWritingHandler {
  constructor(
    private readonly writer: ArticleWriter,
    private readonly drafts: GeneratedDraftsRepository,
    private readonly requests: GenerationRequestsRepository,
  ) {}

  /** A run after a crash finds the draft an earlier run of the same job saved, instead of writing a second one. */
  @JobHandler(GENERATE_DRAFT_JOB)
  async generateDraft({ contentType, requestedBy }: GenerateDraftJob, job: Job): Promise<GenerateDraftJobResult> {
    const jobId = job.id as string;
    const draft = (await this.drafts.findByGenerationJob(jobId)) ?? (await this.write(contentType, requestedBy, jobId));
    await this.requests.markCompleted(jobId, draft.id);
    return { draftId: draft.id };
  }

  @JobFailureHandler(GENERATE_DRAFT_JOB)
  async giveUp(_request: GenerateDraftJob, { jobId, reason }: JobFailure): Promise<void> {
    await this.requests.markFailed(jobId, reason);
  }

  @JobHandler(ENHANCE_CONTENT_JOB)
  async enhance(request: EnhanceContentJob): Promise<EnhanceContentResult> {
    return { content: await this.writer.enhance(request) };
  }

  private async write(contentType: ContentType, requestedBy: string | null, jobId: string): Promise<ContentDraftEntity> {
    await this.requests.markActive(jobId);
    const written = await this.writer.writeDraft(contentType).catch((error: unknown) => {
      // The openai client has retried already; another attempt would only repeat the answer.
      throw error instanceof AiProviderError ? new PermanentJobFailure(error.message) : error;
    });
    return this.drafts.saveGenerated(written, contentType, requestedBy, jobId);
  }
}
