import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canExportAndErase, endpointUrl, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, SubscriberStatusSchema, INBOX_ENDPOINTS } from '@app/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeaderWithActions,
  CardTitle,
  EmptyState,
  FilterBar,
  FormField,
  Input,
  pageFromParams,
  PagedResults,
  Select,
} from '@app/ui';
import { pagedState, useCurrentUser } from '@app/web';
import { useSubscribers } from '../api/subscribers-query';
import { SubscribersTable } from './subscribers-table';

const PAGE_SIZE = 25;

/** Newsletter subscribers with their status and consent times; admins download the confirmed addresses. */
export function SubscribersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = SubscriberStatusSchema.safeParse(params.get('status')).data;
  const page = pageFromParams(params);
  const subscribers = useSubscribers({ q: q || undefined, status, page, pageSize: PAGE_SIZE });
  const user = useCurrentUser();
  const [search, setSearch] = useState(q);
  /** Shows the list for these filters (the first page unless told), kept in the address bar. */
  const show = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status: status ?? '', page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: search.trim() });
  };

  return (
    <Card>
      <CardHeaderWithActions>
        <div>
          <CardTitle as="h1">Newsletter subscribers</CardTitle>
          <CardDescription>Addresses count as subscribed once they confirm the link we e-mail them.</CardDescription>
        </div>
        {user && canExportAndErase(user.role) && (
          <Button as="a" variant="outline" href={endpointUrl(INBOX_ENDPOINTS.exportConfirmedSubscribers)} download>
            Export confirmed (CSV)
          </Button>
        )}
      </CardHeaderWithActions>
      <CardContent>
        <FilterBar role="search" aria-label="Subscribers" onSubmit={submit}>
          <FormField label="Search e-mail">
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </FormField>
          <Button type="submit">Search</Button>
          <FormField label="Status">
            <Select value={status ?? ''} onChange={(event) => show({ status: event.target.value })}>
              <option value="">All statuses</option>
              {SUBSCRIBER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {SUBSCRIBER_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </FormField>
        </FilterBar>
        {subscribers.data?.confirmationsUnavailableReason && <p role="note">{subscribers.data.confirmationsUnavailableReason}</p>}
        <PagedResults
          state={pagedState(subscribers)}
          subject="subscribers"
          onPage={(next) => show({ page: next })}
          empty={<EmptyState headingLevel={2} title="No subscribers found" description="Visitors subscribe with the form in the site's footer and blog." />}
        >
          {(items) => <SubscribersTable subscribers={items} />}
        </PagedResults>
      </CardContent>
    </Card>
  );
}
