import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';

export type PropertyFields = {
  title: string;
  location: string;
  description: string;
  bedrooms: number;
  sizeSqft: number;
  features: string[];
  image: string;
  badge: string;
  featured?: boolean;
  sortOrder?: number;
};

/** A property the company presents; the home page shows the featured ones in sort order. */
@Entity({ tableName: 'properties' })
@Index({ properties: ['featured', 'sortOrder'] })
export class PropertyEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'string', length: 200 })
  location: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'integer' })
  bedrooms: number;

  @Property({ type: 'integer' })
  sizeSqft: number;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  features: string[] & Opt;

  @Property({ type: 'text' })
  image: string;

  @Property({ type: 'string', length: 60 })
  badge: string;

  @Property({ type: 'boolean', defaultRaw: 'false' })
  featured: boolean & Opt;

  @Property({ type: 'integer', defaultRaw: '0' })
  sortOrder: number & Opt;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: PropertyFields) {
    this.title = fields.title;
    this.location = fields.location;
    this.description = fields.description;
    this.bedrooms = fields.bedrooms;
    this.sizeSqft = fields.sizeSqft;
    this.features = fields.features;
    this.image = fields.image;
    this.badge = fields.badge;
    this.featured = fields.featured ?? false;
    this.sortOrder = fields.sortOrder ?? 0;
  }
}
