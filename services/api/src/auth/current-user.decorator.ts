import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from '@app/core';

/** The signed-in user that the session guard put on the request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user as UserEntity;
});

/** The client address of the request (honours TRUST_PROXY_HOPS). */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
});
