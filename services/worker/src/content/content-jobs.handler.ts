import { Injectable } from '@nestjs/common';
import type { EnhanceContentJob, EnhanceContentResult, GenerateDraftJob, GenerateDraftJobResult } from '@app/contracts';
import { ENHANCE_CONTENT_JOB, GENERATE_DRAFT_JOB } from '@app/core';
import { ArticleWriter } from '../ai/article-writer';
import { JobHandler } from '../jobs/job-handler.decorator';
import { GeneratedDraftsRepository } from './generated-drafts.repository';

/** The content queue: AI drafting (the result is a new draft) and enhancing (the API waits for the answer). */
@Injectable()
export class ContentJobsHandler {
  constructor(
    private readonly writer: ArticleWriter,
    private readonly drafts: GeneratedDraftsRepository,
  ) {}

  @JobHandler(GENERATE_DRAFT_JOB)
  async generateDraft({ contentType, requestedBy }: GenerateDraftJob): Promise<GenerateDraftJobResult> {
    const written = await this.writer.writeDraft(contentType);
    const draft = await this.drafts.saveGenerated(written, contentType, requestedBy);
    return { draftId: draft.id };
  }

  @JobHandler(ENHANCE_CONTENT_JOB)
  async enhance(request: EnhanceContentJob): Promise<EnhanceContentResult> {
    return { content: await this.writer.enhance(request) };
  }
}
