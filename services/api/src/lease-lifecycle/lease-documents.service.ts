import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException, StreamableFile, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Response } from 'express';
import {
  isUuid,
  TENANCY_DOCUMENT_KIND_LABELS,
  TENANCY_DOCUMENT_KINDS,
  TENANCY_DOCUMENT_MESSAGES,
  type TenancyDocument,
  type TenancyDocumentKind,
  type TenancyDocumentType,
} from '@app/contracts';
import { MediaStorage, TenancyDocumentEntity, tenancyDocumentKey, type TenancyEntity, UserEntity } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';
import { ImageHeaderReader } from '../media/upload/image-header-reader';
import { cleanOriginalFilename } from '../media/upload/original-filename';
import { UploadedImageChecker, type UploadedFile } from '../media/upload/uploaded-image-checker';
import { containsActiveContent } from '../media/upload/image-signature';

/** Never cached by shared caches, never sniffed, never opened as a page: saved as the file it is. */
const PRIVATE_DOCUMENT_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** Where the viewer downloads a document: staff's route or the portal's. */
export type DocumentRoute = (document: TenancyDocumentEntity) => string;

/** A tenancy's agreement and stamp certificate: uploaded by staff, kept private, listed and served to whoever may see them. */
@Injectable()
export class LeaseDocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: MediaStorage,
    private readonly images: UploadedImageChecker,
    private readonly imageFiles: ImageHeaderReader,
    private readonly audit: AuditLogService,
  ) {}

  async upload(tenancy: TenancyEntity, kind: unknown, file: UploadedFile | undefined, acting: Acting, route: DocumentRoute): Promise<TenancyDocument> {
    if (!file) throw new BadRequestException(TENANCY_DOCUMENT_MESSAGES.fileRequired);
    if (!TENANCY_DOCUMENT_KINDS.includes(kind as TenancyDocumentKind)) throw new BadRequestException(TENANCY_DOCUMENT_MESSAGES.kindRequired);
    const originalFilename = cleanOriginalFilename(file.originalname);
    const contentType = await this.typeOf(file, originalFilename);
    const stored = await this.stored(file.buffer, contentType);
    const document = new TenancyDocumentEntity({
      tenancy,
      kind: kind as TenancyDocumentKind,
      contentType,
      originalFilename,
      size: stored.length,
      uploadedBy: this.em.getReference(UserEntity, acting.actor.id),
    });
    document.id = randomUUID();
    // The file first: a row never points at a missing file (a failed insert leaves an unlisted file, removed with the tenancy's).
    await this.storage.put(tenancyDocumentKey(document.id), stored);
    await this.em.persistAndFlush(document);
    await this.audit.record({
      action: 'tenancy.document_uploaded',
      actorId: acting.actor.id,
      targetId: tenancy.id,
      clientAddress: acting.clientAddress,
      details: { kind },
    });
    return this.view(document, route);
  }

  async list(tenancies: TenancyEntity[], route: DocumentRoute): Promise<Map<string, TenancyDocument[]>> {
    const documents = tenancies.length
      ? await this.em.find(TenancyDocumentEntity, { tenancy: { $in: tenancies.map((tenancy) => tenancy.id) } }, { orderBy: { createdAt: 'desc', id: 'desc' } })
      : [];
    const byTenancy = new Map<string, TenancyDocument[]>(tenancies.map((tenancy) => [tenancy.id, []]));
    for (const document of documents) byTenancy.get(document.tenancy.id)?.push(this.view(document, route));
    return byTenancy;
  }

  /** The document if `mayView` lets the viewer see its tenancy; any other answers 404, like an unknown one. */
  async find(documentId: string, mayView: (tenancy: TenancyEntity) => boolean | Promise<boolean>): Promise<TenancyDocumentEntity> {
    const document = isUuid(documentId) ? await this.em.findOne(TenancyDocumentEntity, documentId, { populate: ['tenancy.listing'] }) : null;
    if (!document || !(await mayView(document.tenancy))) throw new NotFoundException(TENANCY_DOCUMENT_MESSAGES.notFound);
    return document;
  }

  async stream(document: TenancyDocumentEntity, response: Response): Promise<StreamableFile> {
    const stored = await this.storage.open(tenancyDocumentKey(document.id));
    if (!stored) throw new NotFoundException(TENANCY_DOCUMENT_MESSAGES.notFound);
    response.set(PRIVATE_DOCUMENT_HEADERS);
    return new StreamableFile(stored.stream, {
      type: document.contentType,
      length: stored.size,
      disposition: `attachment; filename*=UTF-8''${encodeURIComponent(document.originalFilename)}`,
    });
  }

  /** A PDF by its signature, else a JPEG or PNG image checked like the media uploads; the name and declared type are never trusted. */
  private async typeOf(file: UploadedFile, shownName: string): Promise<TenancyDocumentType> {
    if (file.buffer.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'application/pdf';
    const type = await this.images.check(file, shownName).catch(() => null);
    if ((type === 'image/jpeg' || type === 'image/png') && !containsActiveContent(file.buffer)) return type;
    throw new UnsupportedMediaTypeException(TENANCY_DOCUMENT_MESSAGES.wrongType);
  }

  /** A PDF as sent; an image (a photographed certificate) upright and without its metadata: no phone's GPS reaches the portal. */
  private stored(buffer: Buffer, type: TenancyDocumentType): Promise<Buffer> {
    if (type === 'application/pdf') return Promise.resolve(buffer);
    return this.imageFiles.withoutMetadata(buffer, type === 'image/jpeg' ? 'jpeg' : 'png');
  }

  private view(document: TenancyDocumentEntity, route: DocumentRoute): TenancyDocument {
    return {
      id: document.id,
      kind: document.kind,
      label: TENANCY_DOCUMENT_KIND_LABELS[document.kind],
      filename: document.originalFilename,
      size: document.size,
      uploadedAt: document.createdAt.toISOString(),
      url: route(document),
    };
  }
}
