import { Injectable } from '@nestjs/common';
import { type ContentGenerationRequestEntity, GENERATE_DRAFT_JOB } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { type StoredWorkSourceOf, StoredWorkReconciler } from '../reconcile/stored-work';
import { GenerationRequestsRepository } from './generation-requests.repository';

export const GENERATION_GAVE_UP = 'The draft could not be written in time. Please try again.';

/** AI generate requests whose job Redis lost or never got: queued again, or failed once too old. */
@Injectable()
export class UnfinishedGenerations implements StoredWorkSourceOf<ContentGenerationRequestEntity, typeof GENERATE_DRAFT_JOB> {
  readonly job = GENERATE_DRAFT_JOB;

  constructor(
    private readonly requests: GenerationRequestsRepository,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(GENERATE_DRAFT_JOB)
  reconcile() {
    return this.reconciler.reconcile(this);
  }

  unfinished(limit: number) {
    return this.requests.listUnfinished(limit);
  }

  jobArgs(request: ContentGenerationRequestEntity) {
    return [{ contentType: request.contentType, requestedBy: request.requestedBy }, { requestId: request.id }] as const;
  }

  giveUp(request: ContentGenerationRequestEntity) {
    return this.requests.markFailed(request.id, GENERATION_GAVE_UP);
  }
}
