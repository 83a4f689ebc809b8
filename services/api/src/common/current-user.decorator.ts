import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { LedgerActor, UserEntity } from '@app/core';

/** The signed-in user that the session guard put on the request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user as UserEntity;
});

/** The client address of the request (honours TRUST_PROXY_HOPS). */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
});

/** Who acts and from where, as the audit log records it. */
export type ActingUser = { actor: UserEntity; clientAddress: string };

const actingOf = (request: Request): ActingUser => ({ actor: request.user as UserEntity, clientAddress: request.ip ?? 'unknown' });

/** The signed-in user (as @CurrentUser()) and the request's client address (as @ClientAddress()), together. */
export const CurrentActing = createParamDecorator((_data: unknown, context: ExecutionContext): ActingUser => {
  return actingOf(context.switchToHttp().getRequest<Request>());
});

/** The signed-in user as the rent ledger records who acts (their id) and from where. */
export const LedgerActing = createParamDecorator((_data: unknown, context: ExecutionContext): LedgerActor => {
  const { actor, clientAddress } = actingOf(context.switchToHttp().getRequest<Request>());
  return { actorId: actor.id, clientAddress };
});

/** The browser's User-Agent, as it describes itself (only shown to the account's owner in their session list). */
export const ClientUserAgent = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().get('user-agent') ?? null;
});

const sessionIds = new WeakMap<Request, string>();

export function setCurrentSessionId(request: Request, sessionId: string): void {
  sessionIds.set(request, sessionId);
}

/** The id of the session the request was signed in with (set by the session guard). */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return sessionIds.get(context.switchToHttp().getRequest<Request>());
});

/** Who acts, from where, and with which of their sessions. */
export type ActingSession = ActingUser & { sessionId: string };

/** The acting user (as @CurrentActing()) and the id of the session they signed in with (as @CurrentSessionId()), together. */
export const CurrentActingSession = createParamDecorator((_data: unknown, context: ExecutionContext): ActingSession => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ...actingOf(request), sessionId: sessionIds.get(request) as string };
});
