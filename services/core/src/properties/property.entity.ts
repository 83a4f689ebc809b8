import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from '@app/contracts';
import { UserEntity } from '../users/user.entity';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

export type PropertyFields = {
  slug: string;
  title: string;
  district: string;
  addressLine: string;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  sizeSqft: number;
  monthlyRent: number | null;
  askingPrice: number | null;
  description: string;
  features: string[];
  badge: string | null;
  status: PropertyStatus;
  photoIds: string[];
  /** The responsible agent: a staff account whose CEA registration number and phone the listing shows. */
  agent: UserEntity | null;
  /** A bundled illustration for a listing without photos (the sample listings). */
  image?: string | null;
  featured?: boolean;
  sortOrder?: number;
};

/** The text the admin listings search looks in (title, reference, address and district, one per line), as SQL, for its trigram index. */
export const PROPERTY_SEARCH_TEXT = `title || E'\\n' || reference || E'\\n' || address_line || E'\\n' || district`;

/** A property listing the company presents; the home page shows the featured ones in sort order. */
@Entity({ tableName: 'properties' })
@Index({ properties: ['featured', 'sortOrder'] })
@Index({ properties: ['status', 'type'] })
@Index({ properties: ['createdAt', 'id'] })
// The searches of tenancies, repairs and owners look for text in their listing's title (a trigram index).
@Index(trigramIndex('properties', 'properties_search_index', PROPERTY_SEARCH_TEXT))
@Index(trigramIndex('properties', 'properties_title_search_index', 'title'))
export class PropertyEntity extends EditableRecord {
  /** HL-1001, HL-1002, … from a sequence: quoted by visitors and carried by their enquiries. */
  @Property({ type: 'string', length: 20, unique: true, defaultRaw: `('HL-'::text || nextval('property_reference_seq'::regclass))` })
  reference!: string & Opt;

  /** From the title when created; kept on later edits so shared links keep working. */
  @Property({ type: 'string', length: 220, unique: true })
  slug: string;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'string', length: 80 })
  district: string;

  @Property({ type: 'string', length: 200 })
  addressLine: string;

  @Enum({ items: () => [...PROPERTY_TYPES] })
  type: PropertyType;

  @Property({ type: 'integer' })
  bedrooms: number;

  @Property({ type: 'integer' })
  bathrooms: number;

  /** Floor area in square feet. */
  @Property({ type: 'integer' })
  sizeSqft: number;

  /** Whole Singapore dollars. */
  @Property({ type: 'integer', nullable: true })
  monthlyRent: number | null;

  @Property({ type: 'integer', nullable: true })
  askingPrice: number | null;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  features: string[] & Opt;

  @Property({ type: 'text', nullable: true })
  image: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  badge: string | null;

  @Enum({ items: () => [...PROPERTY_STATUSES] })
  status: PropertyStatus;

  /**
   * The responsible agent (CEA). Shown (available or let) only with an agent holding a registration number and a
   * phone; null only for listings whose agent's account was deleted, until staff choose another.
   */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null', index: true })
  agent: UserEntity | null;

  /** Media library ids in gallery order; the first is the cover. */
  @Property({ type: 'uuid[]', defaultRaw: `'{}'` })
  photoIds: string[] & Opt;

  @Property({ type: 'boolean', defaultRaw: 'false' })
  featured: boolean & Opt;

  /** The featured order on the home page, lowest first. */
  @Property({ type: 'integer', defaultRaw: '0' })
  sortOrder: number & Opt;

  constructor(fields: PropertyFields) {
    super();
    this.slug = fields.slug;
    this.title = fields.title;
    this.district = fields.district;
    this.addressLine = fields.addressLine;
    this.type = fields.type;
    this.bedrooms = fields.bedrooms;
    this.bathrooms = fields.bathrooms;
    this.sizeSqft = fields.sizeSqft;
    this.monthlyRent = fields.monthlyRent;
    this.askingPrice = fields.askingPrice;
    this.description = fields.description;
    this.features = fields.features;
    this.badge = fields.badge;
    this.status = fields.status;
    this.photoIds = fields.photoIds;
    this.agent = fields.agent;
    this.image = fields.image ?? null;
    this.featured = fields.featured ?? false;
    this.sortOrder = fields.sortOrder ?? 0;
  }
}
