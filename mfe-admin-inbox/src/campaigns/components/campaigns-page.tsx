import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canSendCampaigns } from '@app/contracts';
import { Button, Card, CardContent, CardDescription, CardTitle, EmptyState, FilterBar, FormField, Pagination, Select } from '@app/ui';
import { errorMessage, QueryStatus, useCurrentUser } from '@app/web';
import { HeaderWithActions } from '../../shared/header-with-actions';
import { useCampaigns, useCreateCampaign, useNewsletterDrafts } from '../api/campaigns-query';
import { CampaignsTable } from './campaigns-table';

const PAGE_SIZE = 25;

/** A campaign made from an approved Newsletter draft; every staff role prepares one. */
function NewCampaignForm() {
  const drafts = useNewsletterDrafts();
  const create = useCreateCampaign();
  const [draftId, setDraftId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ draftId }, { onSuccess: () => setDraftId('') });
  };
  const choices = drafts.data ?? [];
  return (
    <FilterBar aria-label="New campaign" onSubmit={submit}>
      <FormField label="Approved newsletter draft">
        <Select value={draftId} onChange={(event) => setDraftId(event.target.value)} disabled={drafts.isPending}>
          <option value="">{drafts.isPending ? 'Loading drafts…' : choices.length ? 'Choose a draft' : 'No approved newsletter drafts'}</option>
          {choices.map((draft) => (
            <option key={draft.id} value={draft.id}>
              {draft.title}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={!draftId || create.isPending}>
        {create.isPending ? 'Creating…' : 'Create campaign'}
      </Button>
      {drafts.isError && <p role="alert">Could not load the drafts: {errorMessage(drafts.error)}</p>}
      {create.isError && <p role="alert">Could not create the campaign: {errorMessage(create.error)}</p>}
    </FilterBar>
  );
}

/**
 * Newsletter campaigns with their status and counts, refreshed while one waits or goes out. Every staff role prepares
 * and test-sends; admins and super admins send, schedule and cancel.
 */
export function CampaignsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const campaigns = useCampaigns({ page, pageSize: PAGE_SIZE });
  const user = useCurrentUser();
  const showPage = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <Card>
      <HeaderWithActions>
        <div>
          <CardTitle as="h1">Newsletter campaigns</CardTitle>
          <CardDescription>
            A campaign goes to every subscriber confirmed when it is sent, once each, with a one-click unsubscribe link.
            {user && !canSendCampaigns(user.role) && ' Admins send and schedule campaigns; you can prepare them and send yourself a test.'}
          </CardDescription>
        </div>
      </HeaderWithActions>
      <CardContent>
        <NewCampaignForm />
        <QueryStatus query={campaigns} subject="campaigns">
          {(result) =>
            result.total === 0 ? (
              <EmptyState headingLevel={2} title="No campaigns yet" description="Make one from an approved draft of type Newsletter." />
            ) : (
              <>
                <CampaignsTable campaigns={result.items} canSend={Boolean(user && canSendCampaigns(user.role))} />
                <Pagination page={result.page} pageSize={result.pageSize} total={result.total} onPage={showPage} />
              </>
            )
          }
        </QueryStatus>
      </CardContent>
    </Card>
  );
}
