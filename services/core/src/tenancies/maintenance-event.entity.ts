import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { MAINTENANCE_EVENT_KINDS, type MaintenanceEventKind } from '@app/contracts';
import { UserEntity } from '../users/user.entity';
import { MaintenanceRequestEntity } from './maintenance-request.entity';
import { DomainRecord } from '../common/domain-record';

/** One line of a request's timeline; a `note` is staff-only and never shown to the tenant. */
@Entity({ tableName: 'maintenance_request_events' })
@Index({ properties: ['request', 'createdAt'] })
export class MaintenanceEventEntity extends DomainRecord {
  @ManyToOne({ entity: () => MaintenanceRequestEntity, deleteRule: 'cascade' })
  request!: MaintenanceRequestEntity;

  @Enum({ items: () => [...MAINTENANCE_EVENT_KINDS] })
  kind!: MaintenanceEventKind;

  /** Who did it (a staff member or the tenant); null once their account is deleted. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  actor!: UserEntity | null;

  /** The new status or value, in words, or the comment's text. */
  @Property({ type: 'text', nullable: true })
  text!: string | null;

  constructor(fields: Pick<MaintenanceEventEntity, 'request' | 'kind' | 'actor' | 'text'>) {
    super();
    Object.assign(this, fields);
  }
}
