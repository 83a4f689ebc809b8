import { Check, Entity, Opt, Property } from '@mikro-orm/core';
import { DomainRecord } from '../common/domain-record';

export type TestimonialFields = { content: string; name: string; role: string; rating: number; initials: string; sortOrder?: number };

/** A client's words about the company, shown on the home page in sort order. */
@Entity({ tableName: 'testimonials' })
export class TestimonialEntity extends DomainRecord {
  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'string', length: 120 })
  name: string;

  @Property({ type: 'string', length: 120 })
  role: string;

  @Property({ type: 'smallint' })
  @Check({ name: 'testimonials_rating_check', expression: '((rating >= 1) AND (rating <= 5))' })
  rating: number;

  @Property({ type: 'string', length: 4 })
  initials: string;

  @Property({ type: 'integer', defaultRaw: '0' })
  sortOrder: number & Opt;

  constructor(fields: TestimonialFields) {
    super();
    this.content = fields.content;
    this.name = fields.name;
    this.role = fields.role;
    this.rating = fields.rating;
    this.initials = fields.initials;
    this.sortOrder = fields.sortOrder ?? 0;
  }
}
