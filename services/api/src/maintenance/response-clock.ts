import { EMERGENCY_RESPONSE_MINUTES, type MaintenanceUrgency, type ResponseClock } from '@app/contracts';
import { replyDueAt } from '@app/content';
import type { MaintenanceRequestEntity } from '@app/core';

/** When the first response to a request filed at `filedAt` is due: the inbox's 24 business hours, or 1 hour at any time for an emergency. */
export function responseDueAt(filedAt: Date, urgency: MaintenanceUrgency): Date {
  if (urgency === 'emergency') return new Date(filedAt.getTime() + EMERGENCY_RESPONSE_MINUTES * 60_000);
  return replyDueAt(filedAt);
}

/** Whether the request still waits for its first response (staff's first change stops the clock; cancelling too). */
export function awaitsResponse(request: MaintenanceRequestEntity): boolean {
  return request.firstRespondedAt === null && request.status !== 'cancelled';
}

export function responseClockOf(request: MaintenanceRequestEntity, now: Date): ResponseClock | null {
  if (!awaitsResponse(request)) return null;
  return { dueAt: request.responseDueAt.toISOString(), overdue: now.getTime() > request.responseDueAt.getTime() };
}
