import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogItem, Campaign, CampaignDetail, CampaignPage, ContentDraft, PropertyListing } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makeUser, renderWithProviders, requestedUrls, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import InboxApp from '../../app/inbox-app';
import { CAMPAIGN_POLL_MS } from '../api/campaigns-query';

// Whole flows typed into dialogs: on a busy 2-core machine one takes more than Jest's 5 s (as the editor specs do).
jest.setTimeout(20_000);

const LIST = '/api/admin/campaigns';
const DRAFTS = '/api/admin/content-drafts';
const AT = '2026-11-27T01:00:00.000Z';

const campaign = (fields: Partial<Campaign>): Campaign => ({
  id: 'c-1',
  status: 'draft',
  sendAt: null,
  counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 },
  draftId: 'd-1',
  subject: 'The November letter',
  postIds: [],
  propertyIds: [],
  createdAt: AT,
  createdBy: 'u-1',
  ...fields,
});
const page = (...items: Campaign[]): CampaignPage => ({ items, total: items.length, page: 1, pageSize: 25 });
const detail = (fields: Partial<CampaignDetail>): CampaignDetail => ({ ...campaign(fields), failures: [], recipients: 2, draftLastSentAt: null, ...fields });
const draft = (fields: Partial<ContentDraft>): ContentDraft => ({
  id: 'd-1',
  title: 'The November letter',
  content: '<p>Rents.</p>',
  author: null,
  contentType: 'newsletter',
  status: 'approved',
  imageUrl: null,
  featuredImage: null,
  tags: [],
  category: null,
  isAutomated: false,
  reviewedBy: null,
  scheduledFor: null,
  publishedPostId: null,
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});
const post = (id: string, title: string, status: AdminBlogItem['status']): AdminBlogItem => ({
  id,
  title,
  slug: id,
  status,
  publishedAt: AT,
  createdAt: AT,
  viewCount: 0,
  draftId: null,
});
const listing = (id: string, title: string, status: PropertyListing['status']): PropertyListing => ({
  id,
  reference: 'HL-1001',
  slug: id,
  title,
  district: 'Tampines',
  addressLine: '1 Tampines Ave',
  type: 'condominium',
  bedrooms: 3,
  bathrooms: 2,
  floorAreaSqft: 1000,
  monthlyRent: 4000,
  askingPrice: null,
  description: 'A flat.',
  features: [],
  badge: null,
  status,
  photos: [],
  fallbackImage: null,
  updatedAt: AT,
  agentId: 'a-1',
  featured: false,
  featuredOrder: 0,
  createdAt: AT,
});
const FEATURABLE = [
  { method: 'GET' as const, path: '/api/admin/blog', body: { items: [post('p-1', 'HDB subletting rules', 'published')], total: 1, page: 1, pageSize: 100 } },
  {
    method: 'GET' as const,
    path: '/api/admin/properties',
    body: { items: [listing('l-1', 'Condo in Tampines', 'available'), listing('l-2', 'Sold flat', 'sold')], total: 2, page: 1, pageSize: 100 },
  },
];
/** What the server answers for approved newsletters (it filters: other drafts never reach the page). */
const DRAFT_LIST = { items: [draft({})], total: 1, page: 1, pageSize: 100 };

describe('the campaigns page', () => {
  setUpEachTest();

  it('lets a content manager make a campaign from an approved newsletter draft and send a test, but not send it', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'content_manager' }));
    const api = stubApi([
      { method: 'GET', path: LIST, body: page(campaign({ counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 } })) },
      { method: 'GET', path: DRAFTS, body: DRAFT_LIST },
      { method: 'POST', path: LIST, body: campaign({ id: 'c-2' }) },
      ...FEATURABLE,
      { method: 'POST', path: `${LIST}/c-1/test`, body: { success: true, message: 'A test e-mail is on its way to you@harbourline.test.' } },
      { method: 'GET', path: `${LIST}/c-1/preview`, body: { subject: 'The November letter', html: '<p>Rents rose.</p>', text: 'Rents rose.' } },
    ]);
    renderWithProviders('/campaigns', <InboxApp />);
    const row = await screen.findByRole('row', { name: /The November letter/ });
    expect(row).toHaveTextContent('Draft');
    expect(within(row).queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Approved newsletter draft' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    const draftsAsked = requestedUrls(api, DRAFTS)[0];
    expect(Object.fromEntries(draftsAsked?.searchParams ?? [])).toMatchObject({ contentType: 'newsletter', status: 'approved', pageSize: '100' });
    await userEvent.selectOptions(select, 'd-1');
    const posts = await screen.findByRole('group', { name: /Featured posts/ });
    expect(within(posts).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(posts).getByRole('checkbox', { name: 'HDB subletting rules' }));
    const listings = await screen.findByRole('group', { name: /Featured listings/ });
    expect(within(listings).queryByRole('checkbox', { name: 'Sold flat' })).not.toBeInTheDocument();
    await userEvent.click(within(listings).getByRole('checkbox', { name: 'Condo in Tampines' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(sentBodies(api, 'POST', LIST)).toEqual([{ draftId: 'd-1', postIds: ['p-1'], propertyIds: ['l-1'] }]));
    await userEvent.click(within(row).getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Mail preview: The November letter');
    expect(frame).toHaveAttribute('srcdoc', '<p>Rents rose.</p>');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(within(row).getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Send me a test' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('A test e-mail is on its way to you@harbourline.test.');
  });

  it('lets an admin send now, schedule, and cancel a campaign that is going out, showing its counts', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    const sending = campaign({ id: 'c-9', subject: 'Going out', status: 'sending', sendAt: AT, counts: { queued: 40, sent: 58, failed: 2, unsubscribed: 1 } });
    const api = stubApi([
      { method: 'GET', path: LIST, body: page(campaign({}), sending) },
      { method: 'GET', path: DRAFTS, body: DRAFT_LIST },
      { method: 'POST', path: `${LIST}/c-1/send`, body: detail({ status: 'scheduled', sendAt: AT }) },
      { method: 'POST', path: `${LIST}/c-9/cancel`, body: detail({ ...sending, status: 'cancelled' }) },
      { method: 'GET', path: `${LIST}/c-9`, body: { ...detail(sending), failures: [{ reason: '550 Mailbox unavailable', count: 2 }] } },
      { method: 'GET', path: `${LIST}/c-1`, body: detail({ recipients: 1200 }) },
      ...FEATURABLE,
    ]);
    renderWithProviders('/campaigns', <InboxApp />);
    const going = await screen.findByRole('row', { name: /Going out/ });
    expect(going).toHaveTextContent('Sending');
    expect(going).toHaveTextContent(/40\s*58\s*2\s*1/);
    await userEvent.click(within(going).getByRole('button', { name: '2 failed: why' }));
    expect(await within(going).findByRole('list', { name: 'Why mails of Going out failed' })).toHaveTextContent('2 × 550 Mailbox unavailable');
    const draftRow = screen.getByRole('row', { name: /The November letter/ });
    expect(within(going).getByRole('progressbar', { name: 'Progress of Going out' })).toHaveAttribute('aria-valuetext', '60 of 100 mails done');
    await userEvent.click(within(draftRow).getByRole('button', { name: 'Send now' }));
    const now = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    expect(now).toHaveTextContent('1200 subscribers confirmed now');
    expect(now).toHaveTextContent('The November letter');
    await userEvent.click(within(now).getByRole('button', { name: 'Send to 1200 subscribers' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `${LIST}/c-1/send`)).toEqual([{}]));
    await userEvent.type(within(draftRow).getByLabelText('Send time for The November letter (Singapore time)'), '2026-12-01T09:00');
    await userEvent.click(within(draftRow).getByRole('button', { name: 'Schedule' }));
    const later = await screen.findByRole('dialog', { name: 'Schedule this campaign?' });
    expect(later).toHaveTextContent('1 Dec 2026, 9:00 am (Singapore time)');
    await userEvent.click(within(later).getByRole('button', { name: 'Schedule for 1200 subscribers' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `${LIST}/c-1/send`)).toEqual([{}, { sendAt: '2026-12-01T09:00:00+08:00' }]));
    await userEvent.click(within(going).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(api.mock.calls.some(([url, init]) => url.includes(`${LIST}/c-9/cancel`) && init?.method === 'POST')).toBe(true));
  });

  it('shows a cancelled campaign whose mails were already leaving until they have ended', async () => {
    const stopped = campaign({ id: 'c-7', subject: 'Stopped', status: 'cancelled', sendAt: AT, counts: { queued: 2, sent: 58, failed: 0, unsubscribed: 0 } });
    stubApi([
      { method: 'GET', path: LIST, once: true, body: page(stopped) },
      { method: 'GET', path: LIST, body: page({ ...stopped, counts: { ...stopped.counts, queued: 0, sent: 60 } }) },
      { method: 'GET', path: DRAFTS, body: DRAFT_LIST },
      ...FEATURABLE,
    ]);
    renderWithProviders('/campaigns', <InboxApp />);
    const row = await screen.findByRole('row', { name: /Stopped/ });
    expect(within(row).getByRole('status')).toHaveTextContent('Cancelled. 2 e-mails were already on the way and will finish within a minute.');
    await waitFor(() => expect(within(row).queryByRole('status')).not.toBeInTheDocument(), { timeout: CAMPAIGN_POLL_MS * 3 });
    expect(row).toHaveTextContent(/0\s*60\s*0\s*0/);
  });

  it('asks for a second, explicit confirmation before a newsletter that went out in the last 30 days goes again', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    const api = stubApi([
      { method: 'GET', path: LIST, body: page(campaign({})) },
      { method: 'GET', path: DRAFTS, body: DRAFT_LIST },
      { method: 'GET', path: `${LIST}/c-1`, body: detail({ draftLastSentAt: '2026-11-20T02:00:00.000Z' }) },
      { method: 'POST', path: `${LIST}/c-1/send`, body: detail({ status: 'scheduled', sendAt: AT }) },
      ...FEATURABLE,
    ]);
    renderWithProviders('/campaigns', <InboxApp />);
    await userEvent.click(within(await screen.findByRole('row', { name: /The November letter/ })).getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    expect(dialog).toHaveTextContent('already went out on 20 Nov 2026, 10:00 am (Singapore time)');
    const confirm = within(dialog).getByRole('button', { name: 'Send to 2 subscribers' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Yes, send it to subscribers again' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(sentBodies(api, 'POST', `${LIST}/c-1/send`)).toEqual([{ resendConfirmed: true }]));
  });

  it('says so when there is no campaign yet', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    stubApi([{ method: 'GET', path: LIST, body: page() }, { method: 'GET', path: DRAFTS, body: [] }, ...FEATURABLE]);
    renderWithProviders('/campaigns', <InboxApp />);
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'No approved newsletter drafts' })).toBeInTheDocument();
  });
});
