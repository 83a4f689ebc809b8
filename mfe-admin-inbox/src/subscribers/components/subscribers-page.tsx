import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canExportAndErase, endpointUrl, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, SubscriberStatusSchema, INBOX_ENDPOINTS } from '@app/contracts';
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  FilterBar,
  FormField,
  Input,
  cursorFromParams,
  LabelOptions,
  PagedResults,
  Select,
  TitledCardHeader,
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
  const subscribers = useSubscribers({ q: q || undefined, status, ...cursorFromParams(params), pageSize: PAGE_SIZE });
  const user = useCurrentUser();
  const [search, setSearch] = useState(q);
  /** Shows the first page of the list for these filters, kept in the address bar. */
  const show = (next: { q?: string; status?: string }) => {
    const merged = { q, status: status ?? '', ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: search.trim() });
  };

  return (
    <Card>
      <TitledCardHeader title="Newsletter subscribers" description="Addresses count as subscribed once they confirm the link we e-mail them.">
        {user && canExportAndErase(user.role) && (
          <Button as="a" variant="outline" href={endpointUrl(INBOX_ENDPOINTS.exportConfirmedSubscribers)} download>
            Export confirmed (CSV)
          </Button>
        )}
      </TitledCardHeader>
      <CardContent>
        <FilterBar role="search" aria-label="Subscribers" onSubmit={submit}>
          <FormField label="Search e-mail">
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </FormField>
          <Button type="submit">Search</Button>
          <FormField label="Status">
            <Select value={status ?? ''} onChange={(event) => show({ status: event.target.value })}>
              <option value="">All statuses</option>
              <LabelOptions values={SUBSCRIBER_STATUSES} labels={SUBSCRIBER_STATUS_LABELS} />
            </Select>
          </FormField>
        </FilterBar>
        {subscribers.data?.confirmationsUnavailableReason && <p role="note">{subscribers.data.confirmationsUnavailableReason}</p>}
        <PagedResults
          state={pagedState(subscribers)}
          subject="subscribers"
          empty={<EmptyState headingLevel={2} title="No subscribers found" description="Visitors subscribe with the form in the site's footer and blog." />}
        >
          {(items) => <SubscribersTable subscribers={items} />}
        </PagedResults>
      </CardContent>
    </Card>
  );
}
