import { createHash, randomBytes } from 'node:crypto';
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  type CreatedPreviewLink,
  type DraftPreview,
  PREVIEW_LINK_LIFETIME_DAYS,
  PREVIEW_LINK_MESSAGES,
  type PreviewLink,
  type PreviewLinkListQuery,
  type PreviewLinksPage,
  isUuid,
} from '@app/contracts';
import type { ContentPreviewLinkEntity, UserEntity } from '@app/core';
import { PreviewLinksRepository } from './preview-links.repository';
import { listPage } from '../../common/list-page';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of a token: its SHA-256, so a leaked table opens no draft. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toPreviewLink(link: ContentPreviewLinkEntity): PreviewLink {
  return {
    id: link.id,
    draftId: link.draftId,
    createdBy: link.createdByName,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Preview links: a random 256-bit token given once to the staff member who makes it, valid for 7 days, and
 * withdrawn at once by marking its stored row, so every open checks expiry and withdrawal against the database.
 */
@Injectable()
export class PreviewLinksService {
  constructor(private readonly links: PreviewLinksRepository) {}

  async page(draftId: string, query: PreviewLinkListQuery): Promise<PreviewLinksPage> {
    await this.draft(draftId);
    const [links, total] = await this.links.pageOpen(draftId, new Date(), query);
    return listPage(links.map(toPreviewLink), total, query);
  }

  async create(draftId: string, user: UserEntity): Promise<CreatedPreviewLink> {
    await this.draft(draftId);
    const token = randomBytes(32).toString('base64url');
    const link = await this.links.create({
      draftId,
      tokenHash: hashToken(token),
      createdById: user.id,
      createdByName: user.fullName ?? user.username,
      expiresAt: new Date(Date.now() + PREVIEW_LINK_LIFETIME_DAYS * DAY_MS),
    });
    return { ...toPreviewLink(link), token };
  }

  async revoke(draftId: string, linkId: string): Promise<void> {
    const link = isUuid(draftId) && isUuid(linkId) ? await this.links.findOne(draftId, linkId) : null;
    if (!link) throw new NotFoundException(PREVIEW_LINK_MESSAGES.linkNotFound);
    await this.links.revoke(link, new Date());
  }

  /** The draft a link shows: 404 for a token never given (or whose draft is gone), 410 once expired or withdrawn. */
  async open(token: string): Promise<DraftPreview> {
    const link = await this.links.findByTokenHash(hashToken(token));
    if (!link) throw new NotFoundException(PREVIEW_LINK_MESSAGES.notFound);
    if (link.revokedAt) throw new GoneException(PREVIEW_LINK_MESSAGES.revoked);
    if (link.expiresAt.getTime() <= Date.now()) throw new GoneException(PREVIEW_LINK_MESSAGES.expired);
    const draft = await this.links.findDraft(link.draftId);
    if (!draft) throw new NotFoundException(PREVIEW_LINK_MESSAGES.notFound);
    return {
      title: draft.title,
      content: draft.content,
      author: draft.author,
      featuredImage: draft.featuredImage,
      tags: draft.tags,
      updatedAt: draft.updatedAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  private async draft(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.links.findDraft(id))) throw new NotFoundException(CONTENT_MESSAGES.draftNotFound);
  }
}
