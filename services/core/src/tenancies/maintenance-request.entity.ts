import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
  type MaintenanceCategory,
  type MaintenanceStatus,
  type MaintenanceUrgency,
} from '@app/contracts';
import { UserEntity } from '../users/user.entity';
import { TenancyEntity } from './tenancy.entity';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

/** The text the repairs search looks in on the request (reference and description), as SQL, for its trigram index. */
export const MAINTENANCE_SEARCH_TEXT = `reference || E'\\n' || description`;

/**
 * A repair a tenant reported for one of their tenancies. `responseDueAt` is fixed when it is filed (24 business hours,
 * or 1 hour for an emergency); `firstRespondedAt` is set by the first staff change, and stops the clock.
 */
@Entity({ tableName: 'maintenance_requests' })
@Index({ properties: ['status', 'createdAt', 'id'] })
@Index({ properties: ['tenantFollowUpAt'] })
@Index({ properties: ['createdAt', 'id'] })
@Index(trigramIndex('maintenance_requests', 'maintenance_requests_search_index', MAINTENANCE_SEARCH_TEXT))
@Index({
  name: 'maintenance_requests_awaiting_response_index',
  expression: `create index "maintenance_requests_awaiting_response_index" on "maintenance_requests" ("response_due_at") where "first_responded_at" is null and "status" <> 'cancelled'`,
})
export class MaintenanceRequestEntity extends EditableRecord {
  /** MR-1001, MR-1002, … from a sequence: what the tenant and staff quote. */
  @Property({ type: 'string', length: 20, unique: true, defaultRaw: `('MR-'::text || nextval('maintenance_request_reference_seq'::regclass))` })
  reference!: string & Opt;

  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade', index: true })
  tenancy: TenancyEntity;

  @Enum({ items: () => [...MAINTENANCE_CATEGORIES] })
  category: MaintenanceCategory;

  @Enum({ items: () => [...MAINTENANCE_URGENCIES] })
  urgency: MaintenanceUrgency;

  @Property({ type: 'text' })
  description: string;

  @Enum({ items: () => [...MAINTENANCE_STATUSES], default: 'new' })
  status: MaintenanceStatus & Opt = 'new';

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  assignee: UserEntity | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  contractorName: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  contractorPhone: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  appointmentAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  costCents: number | null = null;

  /** When staff first moved it to done: the month whose owner statement carries its cost. */
  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;

  @Property({ type: 'datetime' })
  responseDueAt: Date;

  @Property({ type: 'datetime', nullable: true })
  firstRespondedAt: Date | null = null;

  /** When its tenant commented after it was done or closed; cleared when staff reply, reopen or otherwise change it. */
  @Property({ type: 'datetime', nullable: true })
  tenantFollowUpAt: Date | null = null;

  /** The portal's address when it was filed (the API's PUBLIC_URL + /portal): the worker's mails link to its page there. */
  @Property({ type: 'text', nullable: true })
  portalUrl: string | null = null;

  constructor(fields: {
    tenancy: TenancyEntity;
    category: MaintenanceCategory;
    urgency: MaintenanceUrgency;
    description: string;
    responseDueAt: Date;
    createdAt: Date;
    portalUrl?: string | null;
  }) {
    super();
    this.tenancy = fields.tenancy;
    this.category = fields.category;
    this.urgency = fields.urgency;
    this.description = fields.description;
    this.responseDueAt = fields.responseDueAt;
    this.createdAt = fields.createdAt;
    this.portalUrl = fields.portalUrl ?? null;
  }
}
