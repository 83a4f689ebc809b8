import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { firstValueFrom, of, throwError } from 'rxjs';
import type { Request } from 'express';
import {
  CONTENT_ENDPOINTS,
  MEDIA_ENDPOINTS,
  PROPERTIES_ENDPOINTS,
  PUBLIC_VIEWINGS_ENDPOINTS,
  postChangeKeys,
  listingChangeKeys,
  viewingChangeKeys,
} from '@app/contracts';
import type { PublicChanges } from '@app/core';
import { DeclaredPublicChangesInterceptor } from './declared-public-changes.interceptor';
import { Endpoint } from './endpoint.decorator';
import { reportChanged } from './reported-changes';

const POST_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const LISTING_ID = '0a1b2c3d-4e5f-4a5b-8c6d-7e8f9a0b1c2d';

class Handlers {
  @Endpoint(CONTENT_ENDPOINTS.publishDraft)
  publish() {}

  @Endpoint(PROPERTIES_ENDPOINTS.delete)
  deleteListing() {}

  @Endpoint(MEDIA_ENDPOINTS.delete)
  deleteMedia() {}

  @Endpoint(PROPERTIES_ENDPOINTS.list)
  listListings() {}

  @Endpoint(PUBLIC_VIEWINGS_ENDPOINTS.bookForm)
  bookViewing() {}
}

function contextOf(handler: keyof Handlers, params: Record<string, string>, request: object = { params }): ExecutionContext {
  return {
    getHandler: () => Handlers.prototype[handler],
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('DeclaredPublicChangesInterceptor', () => {
  const setUp = () => {
    const events: string[] = [];
    const changes = { changed: jest.fn(async (keys: readonly string[]) => void events.push(`changed ${keys.join(' ')}`)) };
    const interceptor = new DeclaredPublicChangesInterceptor(new Reflector(), changes as unknown as PublicChanges);
    const answering = (answer: unknown): CallHandler => ({ handle: () => (events.push('handled'), of(answer)) });
    return { events, changes, interceptor, answering };
  };

  it('announces the keys an entry declares from its answer, after the handler and before the answer goes out', async () => {
    const { events, interceptor, answering } = setUp();
    const answer = { success: true, post: { id: POST_ID, slug: 'a-post' } };
    const sent = await firstValueFrom(interceptor.intercept(contextOf('publish', { id: 'a-draft' }), answering(answer)));
    events.push('sent');
    expect(sent).toBe(answer);
    expect(events).toEqual(['handled', `changed ${postChangeKeys([POST_ID]).join(' ')}`, 'sent']);
  });

  it('takes the keys from the route params where the entry says so', async () => {
    const { changes, interceptor, answering } = setUp();
    await firstValueFrom(interceptor.intercept(contextOf('deleteListing', { id: LISTING_ID }), answering({ success: true })));
    expect(changes.changed).toHaveBeenCalledWith(listingChangeKeys(LISTING_ID));
  });

  it('takes the keys from what the handler reported changing, for a call whose path and answer do not name it', async () => {
    const { changes, interceptor } = setUp();
    const request = { params: { slug: 'a-flat' } };
    const redirect = { url: '/viewings/booked?token=t', statusCode: 303 };
    const answered = interceptor.intercept(contextOf('bookViewing', request.params, request), {
      handle: () => (reportChanged(request as unknown as Request, { listingId: LISTING_ID }), of(redirect)),
    });
    expect(await firstValueFrom(answered)).toBe(redirect);
    expect(changes.changed).toHaveBeenCalledWith(viewingChangeKeys(LISTING_ID));
  });

  it('renews only the cache for an entry that names no keys', async () => {
    const { changes, interceptor, answering } = setUp();
    await firstValueFrom(interceptor.intercept(contextOf('deleteMedia', { id: 'x' }), answering({ success: true })));
    expect(changes.changed).toHaveBeenCalledWith([]);
  });

  it('announces nothing for an entry that declares no change, or for a call that failed', async () => {
    const { changes, interceptor, answering } = setUp();
    await firstValueFrom(interceptor.intercept(contextOf('listListings', {}), answering([])));
    const failing: CallHandler = { handle: () => throwError(() => new Error('not approved')) };
    await expect(firstValueFrom(interceptor.intercept(contextOf('publish', { id: 'a-draft' }), failing))).rejects.toThrow('not approved');
    expect(changes.changed).not.toHaveBeenCalled();
  });
});
