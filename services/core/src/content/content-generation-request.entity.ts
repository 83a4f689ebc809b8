import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { CONTENT_TYPES, type ContentType, GENERATION_STATES, type GenerationJob } from '@app/contracts';

export type GenerationState = GenerationJob['state'];

/**
 * A staff request for an AI draft, stored before its job is queued: its id is the job id, the status endpoint
 * reads it (not Redis), and the worker's reconciler queues its job again should Redis lose it.
 */
@Entity({ tableName: 'content_generation_requests' })
@Index({ properties: ['state', 'createdAt'] })
export class ContentGenerationRequestEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string & Opt = randomUUID();

  @Enum({ items: () => [...CONTENT_TYPES] })
  contentType: ContentType;

  @Property({ type: 'uuid', nullable: true })
  requestedBy: string | null;

  @Enum({ items: () => [...GENERATION_STATES] })
  state: GenerationState & Opt = 'waiting';

  /** The draft written, once completed. */
  @Property({ type: 'uuid', nullable: true })
  draftId: string | null = null;

  /** Why it failed, in words for staff. */
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: { contentType: ContentType; requestedBy: string | null }) {
    this.contentType = fields.contentType;
    this.requestedBy = fields.requestedBy;
  }
}
