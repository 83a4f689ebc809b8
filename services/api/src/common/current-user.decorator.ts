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

/** The signed-in user (as @CurrentUser()) and the request's client address (as @ClientAddress()), together. */
export const CurrentActing = createParamDecorator((_data: unknown, context: ExecutionContext): ActingUser => {
  const request = context.switchToHttp().getRequest<Request>();
  return { actor: request.user as UserEntity, clientAddress: request.ip ?? 'unknown' };
});

/** The acting user as the rent ledger records them. */
export const ledgerActorOf = ({ actor, clientAddress }: ActingUser): LedgerActor => ({ actorId: actor.id, clientAddress });

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
