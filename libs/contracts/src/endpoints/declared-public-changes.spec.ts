import { ACCOUNT_ENDPOINTS } from '../account/account.endpoints';
import type { AuthUser } from '../auth/auth';
import { agentChangeKeys, listingChangeKeys, postChangeKeys, viewingChangeKeys } from '../cdn/surrogate-keys';
import { CONTENT_ENDPOINTS } from '../content/content.endpoints';
import { MEDIA_ENDPOINTS } from '../media/media.endpoints';
import { PROPERTIES_ENDPOINTS } from '../properties/properties.endpoints';
import type { PropertyListing } from '../properties/property-listing';
import type { ViewingAvailability } from '../viewings/viewing-availability';
import { USERS_ENDPOINTS } from '../users/users.endpoints';
import type { UserResult } from '../users/user-schemas';
import { VIEWINGS_ENDPOINTS } from '../viewings/viewings-admin.endpoints';
import { PUBLIC_VIEWINGS_ENDPOINTS, VIEWING_PAGES_ENDPOINTS } from '../viewings/viewings.endpoints';
import { ENDPOINT_CATALOGUE } from '../endpoint-catalogue';
import type { Endpoint } from './endpoint';

const POST_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const LISTING_ID = '0a1b2c3d-4e5f-4a5b-8c6d-7e8f9a0b1c2d';
const USER_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

/**
 * Staff's writes to what visitors see: blog posts (publish, update-post, unpublish, delete), listings and their
 * viewing availability, and media deletion (posts stop offering its variants).
 */
const PUBLIC_CONTENT_WRITES: readonly RegExp[] = [
  /^\/api\/admin\/content-drafts\/:id\/(publish|update-post)$/,
  /^\/api\/admin\/blog(\/|$)/,
  /^\/api\/admin\/properties(\/|$)/,
];
const describeEntry = ({ method, path }: Endpoint) => `${method} ${path}`;

describe("the endpoints' declared public changes", () => {
  it("declares invalidates: 'public' on every staff write to posts, listings, viewing availability and on media deletion", () => {
    const writes = ENDPOINT_CATALOGUE.filter(({ method, path }) => method !== 'GET' && PUBLIC_CONTENT_WRITES.some((pattern) => pattern.test(path)));
    const undeclared = [...writes, MEDIA_ENDPOINTS.delete].filter((entry) => entry.invalidates !== 'public').map(describeEntry);
    expect(writes.length).toBeGreaterThanOrEqual(8);
    expect(undeclared).toEqual([]);
  });

  it('declares no change on a read, and purges only with invalidates', () => {
    const misdeclared = ENDPOINT_CATALOGUE.filter((entry) => (entry.method === 'GET' && entry.invalidates) || (entry.purges && entry.invalidates !== 'public'));
    expect(misdeclared.map(describeEntry)).toEqual([]);
  });

  it("purges a post's keys, from the post the call answers", () => {
    const call = { params: { id: 'the-draft-id' }, response: { success: true as const, post: { id: POST_ID, slug: 'a-post' } } };
    for (const entry of [CONTENT_ENDPOINTS.publishDraft, CONTENT_ENDPOINTS.updatePost, CONTENT_ENDPOINTS.unpublishPost, CONTENT_ENDPOINTS.deletePost]) {
      expect(entry.purges?.(call)).toEqual(postChangeKeys([POST_ID]));
    }
  });

  it("purges a listing's keys, from the listing created or the one addressed", () => {
    const created = { id: LISTING_ID } as PropertyListing;
    expect(PROPERTIES_ENDPOINTS.create.purges?.({ params: {}, response: created })).toEqual(listingChangeKeys(LISTING_ID));
    expect(PROPERTIES_ENDPOINTS.update.purges?.({ params: { id: LISTING_ID }, response: created })).toEqual(listingChangeKeys(LISTING_ID));
    expect(PROPERTIES_ENDPOINTS.delete.purges?.({ params: { id: LISTING_ID }, response: { success: true } })).toEqual(listingChangeKeys(LISTING_ID));
    const availability = { propertyId: LISTING_ID } as ViewingAvailability;
    expect(VIEWINGS_ENDPOINTS.setAvailability.purges?.({ params: { id: LISTING_ID }, response: availability })).toEqual(viewingChangeKeys(LISTING_ID));
  });

  it("purges an agent's listings when a staff account's details change or it is deleted, from the account addressed or the caller's own", () => {
    const user = { id: USER_ID } as AuthUser;
    expect(USERS_ENDPOINTS.updateUser.purges?.({ params: { id: USER_ID }, response: {} as UserResult })).toEqual(agentChangeKeys(USER_ID));
    expect(USERS_ENDPOINTS.delete.purges?.({ params: { id: USER_ID }, response: {} as UserResult })).toEqual(agentChangeKeys(USER_ID));
    expect(ACCOUNT_ENDPOINTS.updateProfile.purges?.({ params: {}, response: user })).toEqual(agentChangeKeys(USER_ID));
  });

  it("purges a listing's page when a visitor books, moves or cancels a viewing, from the listing its handler reported", () => {
    const visitorWrites = [
      PUBLIC_VIEWINGS_ENDPOINTS.book,
      PUBLIC_VIEWINGS_ENDPOINTS.bookForm,
      VIEWING_PAGES_ENDPOINTS.cancel,
      VIEWING_PAGES_ENDPOINTS.reschedule,
    ];
    for (const entry of visitorWrites) {
      expect(entry.invalidates).toBe('public');
      expect(entry.purges?.({ params: { slug: 'a-flat' }, response: undefined as never, changed: { listingId: LISTING_ID } })).toEqual(
        viewingChangeKeys(LISTING_ID),
      );
    }
  });

  it('renews only the cache when a media item is deleted (no page is purged by a media key)', () => {
    expect(MEDIA_ENDPOINTS.delete.purges).toBeUndefined();
  });
});
