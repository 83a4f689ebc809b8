import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  REVISION_MESSAGES,
  type ContentRevision,
  type ContentRevisionPage,
  type RevisionDiff,
  type RevisionListQuery,
  isUuid,
} from '@app/contracts';
import type { ContentRevisionEntity } from '@app/core';
import { DraftRevisionsRepository } from './draft-revisions.repository';
import { toRevision, toRevisionSummary } from './revision-view';
import { textDiff } from './word-diff';
import { listPage } from '../../common/list-page';

/** A draft's history: its revisions a page at a time, one of them, and the word-level difference of two. */
@Injectable()
export class DraftRevisionsService {
  constructor(private readonly revisions: DraftRevisionsRepository) {}

  async page(draftId: string, query: RevisionListQuery): Promise<ContentRevisionPage> {
    if (!isUuid(draftId)) throw new NotFoundException(CONTENT_MESSAGES.draftNotFound);
    const [revisions, total] = await this.revisions.page(draftId, query);
    return listPage(revisions.map(toRevisionSummary), total, query);
  }

  async get(draftId: string, id: string): Promise<ContentRevision> {
    return toRevision(await this.find(draftId, id));
  }

  async diff(draftId: string, fromId: string, toId: string): Promise<RevisionDiff> {
    const [from, to] = await Promise.all([this.find(draftId, fromId), this.find(draftId, toId)]);
    return { from: toRevisionSummary(from), to: toRevisionSummary(to), ...textDiff(from, to) };
  }

  async find(draftId: string, id: string): Promise<ContentRevisionEntity> {
    const revision = isUuid(draftId) && isUuid(id) ? await this.revisions.findOne(draftId, id) : null;
    if (!revision) throw new NotFoundException(REVISION_MESSAGES.notFound);
    return revision;
  }
}
