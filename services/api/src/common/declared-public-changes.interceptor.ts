import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import type { Endpoint } from '@app/contracts';
import { PublicChanges } from '@app/core';
import { CATALOGUE_ENTRY } from './endpoint.decorator';
import { reportedChanges } from './reported-changes';

/**
 * Applies what a catalogue entry declares it changes of what visitors see (`invalidates: 'public'`): once its handler
 * has returned (the change is stored) and before the answer is sent, every API process renews the public content
 * cache and the CDN purges the keys the entry's `purges` names (from the params, the answer, or what the handler
 * reported changing: reportChanged). A call that fails changes nothing and announces
 * nothing. Handlers of such entries answer through Nest, never through @Res(): a test holds them to it.
 */
@Injectable()
export class DeclaredPublicChangesInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly changes: PublicChanges,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const entry = this.reflector.get<Endpoint | undefined>(CATALOGUE_ENTRY, context.getHandler());
    if (entry?.invalidates !== 'public') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      mergeMap(async (response: unknown) => {
        await this.changes.changed(entry.purges?.({ params: request.params, response, changed: reportedChanges(request) }) ?? []);
        return response;
      }),
    );
  }
}
