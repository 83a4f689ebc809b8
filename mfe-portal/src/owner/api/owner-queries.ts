import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_OWNER_REQUESTS_PAGE_SIZE, endpointUrl, OWNER_PORTAL_ENDPOINTS, OWNER_RENT_PORTAL_ENDPOINTS, type OwnerRequestsQuery } from '@app/contracts';
import { endpointQuery } from '@app/web';
import { requestRefetchInterval } from '@app/domain-ui';

export function useOwnerUnits() {
  return useQuery(endpointQuery(OWNER_PORTAL_ENDPOINTS.units));
}

/** One page of the requests on the owner's units, open or closed, newest first. */
export function useOwnerRequests(state: OwnerRequestsQuery['state'], page: number) {
  return useQuery({
    ...endpointQuery(OWNER_PORTAL_ENDPOINTS.requests, { query: { state, page, pageSize: DEFAULT_OWNER_REQUESTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useOwnerRequest(id: string) {
  return useQuery({ ...endpointQuery(OWNER_PORTAL_ENDPOINTS.request, { params: { id } }), refetchInterval: requestRefetchInterval });
}

export function useOwnerStatements(page: number) {
  return useQuery({ ...endpointQuery(OWNER_PORTAL_ENDPOINTS.statements, { query: { page } }), placeholderData: keepPreviousData });
}

/** A stored statement, or (`current`) the month so far. */
export function useOwnerStatement(id: string) {
  return useQuery(
    id === 'current' ? endpointQuery(OWNER_PORTAL_ENDPOINTS.currentStatement) : endpointQuery(OWNER_PORTAL_ENDPOINTS.statement, { params: { id } }),
  );
}

/** The last 12 Singapore months of rent due, received and net, per unit and in total, for the home page's charts. */
export function useOwnerRentSeries() {
  return useQuery(endpointQuery(OWNER_RENT_PORTAL_ENDPOINTS.series));
}

/** The address of a chart the server draws as SVG: `all` the owner's units together, or one unit's id. */
export const rentChartUrl = (unit: string) => endpointUrl(OWNER_RENT_PORTAL_ENDPOINTS.chart, { unit });
