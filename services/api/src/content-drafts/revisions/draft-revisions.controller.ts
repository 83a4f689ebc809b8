import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type ContentDraft,
  type ContentRevision,
  type ContentRevisionPage,
  REVISION_ENDPOINTS,
  type RevisionDiff,
  RevisionDiffQuerySchema,
  type RevisionListQuery,
  RevisionListQuerySchema,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../../common/current-user.decorator';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidQuery } from '../../common/zod-validation.pipe';
import { toContentDraft } from '../content-draft-view';
import { ContentDraftsService } from '../content-drafts.service';
import { DraftRevisionsService } from './draft-revisions.service';

/** A draft's history, for every staff role. */
@Controller()
export class DraftRevisionsController {
  constructor(
    private readonly revisions: DraftRevisionsService,
    private readonly drafts: ContentDraftsService,
  ) {}

  @Endpoint(REVISION_ENDPOINTS.list)
  list(@Param('id') id: string, @ValidQuery(RevisionListQuerySchema) query: RevisionListQuery): Promise<ContentRevisionPage> {
    return this.revisions.page(id, query);
  }

  /** Before `item`, so 'diff' is not taken for a revision id. */
  @Endpoint(REVISION_ENDPOINTS.diff)
  diff(@Param('id') id: string, @ValidQuery(RevisionDiffQuerySchema) query: { from: string; to: string }): Promise<RevisionDiff> {
    return this.revisions.diff(id, query.from, query.to);
  }

  @Endpoint(REVISION_ENDPOINTS.item)
  get(@Param('id') id: string, @Param('revisionId') revisionId: string): Promise<ContentRevision> {
    return this.revisions.get(id, revisionId);
  }

  @Endpoint(REVISION_ENDPOINTS.restore)
  @HttpCode(HttpStatus.OK)
  async restore(@Param('id') id: string, @Param('revisionId') revisionId: string, @CurrentUser() user: UserEntity): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.restore(id, revisionId, user));
  }
}
