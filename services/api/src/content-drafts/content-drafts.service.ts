import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, type HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  type ContentDraftListQuery,
  type ContentDraftValues,
  type DraftStatus,
  REVISION_MESSAGES,
  type RevisionSource,
  isUuid,
} from '@app/contracts';
import {
  type BlogPostEntity,
  ContentDraftEntity,
  describeError,
  PostPublishing,
  PublishingError,
  type PublishingFailure,
  sanitizeArticleHtml,
  type StaffPublishing,
  type UserEntity,
} from '@app/core';
import { toContentDraft } from './content-draft-view';
import { ContentDraftsRepository } from './content-drafts.repository';
import { PreviewLinksRepository } from './preview-links/preview-links.repository';
import { PublishScheduler } from './publish-scheduler';
import { DraftRevisionsRepository } from './revisions/draft-revisions.repository';
import { DraftRevisionsService } from './revisions/draft-revisions.service';
import { textDiff } from './revisions/word-diff';
import { foundOr404 } from '../common/found-or-404';

type Schedule = { status: DraftStatus; scheduledFor: Date | null };

const NOT_SCHEDULED: Schedule = { status: 'draft', scheduledFor: null };

const PUBLISHING_ERRORS: Record<PublishingFailure, (message: string) => HttpException> = {
  draftNotFound: (message) => new NotFoundException(message),
  notApproved: (message) => new ConflictException(message),
  noPublishedPost: (message) => new ConflictException(message),
};

/** Drafts (SPEC §3/§5/§7): saved sanitized, reviewed by whoever saved them, scheduled, and published. */
@Injectable()
export class ContentDraftsService {
  private readonly logger = new Logger(ContentDraftsService.name);

  constructor(
    private readonly drafts: ContentDraftsRepository,
    private readonly scheduler: PublishScheduler,
    private readonly publishing: PostPublishing,
    private readonly revisions: DraftRevisionsRepository,
    private readonly previewLinks: PreviewLinksRepository,
    private readonly revisionsService: DraftRevisionsService,
  ) {}

  page(query: ContentDraftListQuery): Promise<[ContentDraftEntity[], number]> {
    return this.drafts.page(query);
  }

  get(id: string): Promise<ContentDraftEntity> {
    return foundOr404(id, () => this.drafts.findById(id), CONTENT_MESSAGES.draftNotFound);
  }

  /** A new draft with its first revision; a create sent again with the same creation key answers the draft it made. */
  async create(input: ContentDraftValues, user: UserEntity): Promise<ContentDraftEntity> {
    const made = input.creationKey ? await this.drafts.findByCreationKey(input.creationKey) : null;
    if (made) return made;
    assertScheduleAhead(input, NOT_SCHEDULED);
    const draft = Object.assign(new ContentDraftEntity({ ...draftFields(input), reviewedBy: user.id }), { creationKey: input.creationKey ?? null });
    try {
      await this.revisions.saveNew(draft, input.revisionSource, user);
    } catch (error) {
      const raced = error instanceof UniqueConstraintViolationException && input.creationKey ? await this.drafts.findByCreationKey(input.creationKey) : null;
      if (raced) return raced;
      throw error;
    }
    await this.reschedule(draft.id, NOT_SCHEDULED, draft);
    return draft;
  }

  /** Saves the next version with its revision; 409 with both versions when it was based on an older one. */
  async update(id: string, input: ContentDraftValues, user: UserEntity): Promise<ContentDraftEntity> {
    const draft = await this.get(id);
    if (input.baseVersion !== undefined && input.baseVersion !== draft.version) throw conflict(draft, input);
    const before = scheduleOf(draft);
    assertScheduleAhead(input, before);
    Object.assign(draft, draftFields(input));
    draft.reviewedBy = user.id;
    await this.saveNextVersion(draft, input, input.revisionSource, user);
    await this.reschedule(draft.id, before, draft);
    return draft;
  }

  /** Brings back a revision's title and text as a new version (a new revision: history is never rewritten). */
  async restore(id: string, revisionId: string, user: UserEntity): Promise<ContentDraftEntity> {
    const draft = await this.get(id);
    const revision = await this.revisionsService.find(id, revisionId);
    Object.assign(draft, { title: revision.title, content: revision.content, reviewedBy: user.id });
    await this.saveNextVersion(draft, revision, 'restore', user);
    return draft;
  }

  /** Deletes the draft, its history, its preview links and its pending publish job; a post published from it stays. */
  async delete(id: string): Promise<ContentDraftEntity> {
    const draft = await this.get(id);
    const before = scheduleOf(draft);
    await this.drafts.remove(draft);
    await this.revisions.removeAll(id);
    await this.previewLinks.removeAll(id);
    await this.reschedule(id, before, NOT_SCHEDULED);
    return draft;
  }

  /** 409 unless approved; the first publish creates the post, later ones update it. */
  publish(id: string, acting: StaffPublishing): Promise<BlogPostEntity> {
    return this.goLive(id, () => this.publishing.publishApproved(id, acting));
  }

  /** Pushes the draft to its live post; 409 'No published blog post found' when it has none. */
  updatePost(id: string, acting: StaffPublishing): Promise<BlogPostEntity> {
    return this.goLive(id, () => this.publishing.pushToPost(id, acting));
  }

  /** PostPublishing's refusals as HTTP errors. */
  private async goLive(id: string, change: () => Promise<BlogPostEntity>): Promise<BlogPostEntity> {
    if (!isUuid(id)) throw new NotFoundException(CONTENT_MESSAGES.draftNotFound);
    try {
      return await change();
    } catch (error) {
      throw error instanceof PublishingError ? PUBLISHING_ERRORS[error.reason](error.message) : error;
    }
  }

  private async saveNextVersion(draft: ContentDraftEntity, sent: { title: string; content: string }, source: RevisionSource, user: UserEntity) {
    if (!(await this.revisions.saveNextVersion(draft, source, user))) {
      throw conflict(await this.reloaded(draft.id), sent);
    }
  }

  private async reloaded(id: string): Promise<ContentDraftEntity> {
    const draft = await this.drafts.findFresh(id);
    if (!draft) throw new NotFoundException(CONTENT_MESSAGES.draftNotFound);
    return draft;
  }

  /**
   * Keeps the delayed publish job in step with the draft: leaving 'scheduled' or changing the time removes the
   * old job, (re)entering it adds one. Should Redis fail here, the worker's sweep still publishes the draft when due.
   */
  private async reschedule(draftId: string, before: Schedule, after: Schedule): Promise<void> {
    if (isScheduledFor(before, after.scheduledFor) && after.status === 'scheduled') return;
    try {
      if (before.status === 'scheduled' && before.scheduledFor) await this.scheduler.cancel(draftId, before.scheduledFor);
      if (after.status === 'scheduled' && after.scheduledFor) await this.scheduler.schedule(draftId, after.scheduledFor);
    } catch (error) {
      this.logger.warn(`Could not update the publish job of draft ${draftId}; the sweep publishes it when due: ${describeError(error)}`);
    }
  }
}

/**
 * 409 for a save based on an older version: the stored draft, what was sent and their word-level difference (from
 * the stored one to what was sent), for the editor to merge by hand.
 */
function conflict(current: ContentDraftEntity, sent: { title: string; content: string }): ConflictException {
  const yours = { title: sent.title, content: sent.content };
  return new ConflictException({
    message: REVISION_MESSAGES.conflict,
    conflict: { current: toContentDraft(current), yours, diff: textDiff(current, yours) },
  });
}

function draftFields(input: ContentDraftValues) {
  const content = sanitizeArticleHtml(input.content);
  if (!content)
    throw new BadRequestException({ message: CONTENT_MESSAGES.contentRequired, issues: [{ path: 'content', message: CONTENT_MESSAGES.contentRequired }] });
  return {
    title: input.title,
    content,
    author: input.author,
    contentType: input.contentType,
    status: input.status,
    tags: input.tags,
    imageUrl: input.imageUrl,
    featuredImage: input.featuredImage,
    scheduledFor: input.status === 'scheduled' && input.scheduledFor ? new Date(input.scheduledFor) : null,
  };
}

function scheduleOf(draft: ContentDraftEntity): Schedule {
  return { status: draft.status, scheduledFor: draft.scheduledFor };
}

function isScheduledFor(schedule: Schedule, at: Date | null): boolean {
  return schedule.status === 'scheduled' && schedule.scheduledFor?.getTime() === at?.getTime();
}

/** A new publish time must lie ahead; a draft kept at its old time may be edited even once that time has passed. */
function assertScheduleAhead(input: ContentDraftValues, before: Schedule) {
  if (input.status !== 'scheduled' || !input.scheduledFor) return;
  const at = new Date(input.scheduledFor);
  if (isScheduledFor(before, at) || at.getTime() > Date.now()) return;
  throw new BadRequestException({ message: CONTENT_MESSAGES.scheduleInPast, issues: [{ path: 'scheduledFor', message: CONTENT_MESSAGES.scheduleInPast }] });
}
