import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ContentType, EDITORIAL_AUTHOR } from '@app/contracts';
import { ContentDraftEntity, ContentRevisionEntity, keepRevision } from '@app/core';
import type { WrittenDraft } from '../ai/article-writer';

/** Stores what the writer composed as a new draft, marked AI generated, for staff to review; one per generate job. */
@Injectable()
export class GeneratedDraftsRepository {
  constructor(private readonly em: EntityManager) {}

  findByGenerationJob(jobId: string): Promise<ContentDraftEntity | null> {
    return this.em.findOne(ContentDraftEntity, { generationJobId: jobId });
  }

  /**
   * Inserts the draft of job `jobId`, or updates the one an earlier run of the same job inserted, and keeps what the
   * AI wrote as the draft's first revision (once, however often the job runs).
   */
  async saveGenerated(written: WrittenDraft, contentType: ContentType, requestedBy: string | null, jobId: string): Promise<ContentDraftEntity> {
    const draft = new ContentDraftEntity({
      title: written.title,
      content: written.content,
      author: EDITORIAL_AUTHOR,
      contentType,
      status: 'draft',
      tags: written.tags,
      imageUrl: written.imageUrl,
      featuredImage: null,
      scheduledFor: null,
      isAutomated: true,
      reviewedBy: requestedBy,
    });
    draft.generationJobId = jobId;
    const saved = await this.em.upsert(draft, undefined, { onConflictFields: ['generationJobId'], onConflictAction: 'merge' });
    if ((await this.em.count(ContentRevisionEntity, { draftId: saved.id, source: 'ai_generate' })) === 0) {
      await keepRevision(this.em, saved, 'ai_generate', null);
      await this.em.flush();
    }
    return saved;
  }
}
