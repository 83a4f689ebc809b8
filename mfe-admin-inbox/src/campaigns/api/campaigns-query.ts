import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Campaign,
  type CampaignListQuery,
  type CampaignStatus,
  CONTENT_ENDPOINTS,
  type CreateCampaignInput,
  INBOX_ENDPOINTS,
  PROPERTIES_ENDPOINTS,
  PUBLIC_PROPERTY_STATUSES,
  type SendCampaignInput,
} from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

/** While a campaign waits or goes out, or mails of a cancelled one are still leaving, its counts are refreshed this often. */
export const CAMPAIGN_POLL_MS = 2000;
const LIVE: readonly CampaignStatus[] = ['scheduled', 'sending'];
const isLive = (campaign: Campaign) => LIVE.includes(campaign.status) || (campaign.status === 'cancelled' && campaign.counts.queued > 0);

export function useCampaigns(query: CampaignListQuery) {
  return useQuery({
    ...endpointQuery(INBOX_ENDPOINTS.campaigns, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => (state.data?.items.some(isLive) ? CAMPAIGN_POLL_MS : false),
  });
}

/** One campaign with why its failed mails failed, fetched once asked for. */
export function useCampaignDetail(id: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(INBOX_ENDPOINTS.campaign, { params: { id } }), enabled });
}

/** The mail as subscribers get it, fetched once asked for. */
export function useCampaignPreview(id: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(INBOX_ENDPOINTS.previewCampaign, { params: { id } }), enabled });
}

/** The largest page of the drafts a campaign can be made from (approved, of type Newsletter), filtered on the server. */
const APPROVED_NEWSLETTERS = { contentType: 'newsletter', status: 'approved', pageSize: 100 } as const;

/** The drafts a campaign can be made from: the 100 approved newsletters changed last. */
export function useNewsletterDrafts() {
  return useQuery({ ...endpointQuery(CONTENT_ENDPOINTS.drafts, { query: APPROVED_NEWSLETTERS }), select: (page) => page.items });
}

/** The lists' largest page: a campaign features recent posts and listings (issue 32 pages every list). */
const NEWEST_PUBLISHED_POSTS = { status: 'published', pageSize: 100 } as const;
const NEWEST_LISTINGS = { pageSize: 100 } as const;

/** What a campaign may feature as cards: the newest published posts and listings the site shows. */
export function useFeaturable() {
  const posts = useQuery({ ...endpointQuery(CONTENT_ENDPOINTS.posts, { query: NEWEST_PUBLISHED_POSTS }), select: (page) => page.items });
  const listings = useQuery({
    ...endpointQuery(PROPERTIES_ENDPOINTS.list, { query: NEWEST_LISTINGS }),
    select: (page) => page.items.filter((listing) => PUBLIC_PROPERTY_STATUSES.includes(listing.status)),
  });
  return { posts, listings };
}

/** A change to campaigns; the list refetches after it. */
function useCampaignChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, INBOX_ENDPOINTS.campaigns) });
}

export function useCreateCampaign() {
  return useCampaignChange((input: CreateCampaignInput) => callEndpoint(INBOX_ENDPOINTS.createCampaign, { body: input }));
}

export function useTestCampaign() {
  return useCampaignChange((id: string) => callEndpoint(INBOX_ENDPOINTS.testCampaign, { params: { id } }));
}

export function useSendCampaign() {
  return useCampaignChange(({ id, ...body }: SendCampaignInput & { id: string }) => callEndpoint(INBOX_ENDPOINTS.sendCampaign, { params: { id }, body }));
}

export function useCancelCampaign() {
  return useCampaignChange((id: string) => callEndpoint(INBOX_ENDPOINTS.cancelCampaign, { params: { id } }));
}
