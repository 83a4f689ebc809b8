import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { TENANCY_DOCUMENT_KINDS, TENANCY_DOCUMENT_TYPES, type TenancyDocumentKind, type TenancyDocumentType } from '@app/contracts';
import { UserEntity } from '../../users/user.entity';
import { TenancyEntity } from '../tenancy.entity';
import { DomainRecord } from '../../common/domain-record';

/** The storage key of a document's file: private, served only to staff and the tenancy's tenant and owners. */
export const tenancyDocumentKey = (documentId: string) => `tenancy-documents/${documentId}`;

/** A signed tenancy agreement or a stamp certificate of a tenancy, as uploaded (a PDF or an image, checked by its bytes). */
@Entity({ tableName: 'tenancy_documents' })
@Index({ properties: ['tenancy', 'createdAt'] })
export class TenancyDocumentEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy!: TenancyEntity;

  @Enum({ items: () => [...TENANCY_DOCUMENT_KINDS] })
  kind!: TenancyDocumentKind;

  @Enum({ items: () => [...TENANCY_DOCUMENT_TYPES] })
  contentType!: TenancyDocumentType;

  @Property({ type: 'string', length: 255 })
  originalFilename!: string;

  @Property({ type: 'integer' })
  size!: number;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  uploadedBy!: UserEntity | null;

  constructor(fields: Pick<TenancyDocumentEntity, 'tenancy' | 'kind' | 'contentType' | 'originalFilename' | 'size' | 'uploadedBy'>) {
    super();
    Object.assign(this, fields);
  }
}
