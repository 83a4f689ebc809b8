import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { CAMPAIGN_MAX_FEATURED, canSendCampaigns } from '@app/contracts';
import { Card, CardContent, Checkbox, EmptyState, FormField, PagedResults, Select, SubmitButton, TitledCardHeader, usePageParam } from '@app/ui';
import { errorMessage, pagedState, useCurrentUser } from '@app/web';
import { useCampaigns, useCreateCampaign, useFeaturable, useNewsletterDrafts } from '../api/campaigns-query';
import { CampaignsTable } from './campaigns-table';

const PAGE_SIZE = 25;

/** Checkboxes choosing up to CAMPAIGN_MAX_FEATURED of `items` to feature. */
function FeaturedPicker({
  legend,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  items: Array<{ id: string; title: string }>;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  if (items.length === 0) return null;
  const full = chosen.length >= CAMPAIGN_MAX_FEATURED;
  return (
    <fieldset>
      <legend>
        {legend} (up to {CAMPAIGN_MAX_FEATURED}, optional)
      </legend>
      {items.map((item) => {
        const checked = chosen.includes(item.id);
        return (
          <Checkbox
            key={item.id}
            label={item.title}
            checked={checked}
            disabled={!checked && full}
            onChange={(event) => onChange(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
          />
        );
      })}
    </fieldset>
  );
}

/** A campaign made from an approved Newsletter draft, featuring published posts and shown listings; every staff role prepares one. */
function NewCampaignForm() {
  const drafts = useNewsletterDrafts();
  const featurable = useFeaturable();
  const create = useCreateCampaign();
  const [draftId, setDraftId] = useState('');
  const [postIds, setPostIds] = useState<string[]>([]);
  const [propertyIds, setPropertyIds] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { draftId, postIds, propertyIds },
      {
        onSuccess: () => {
          setDraftId('');
          setPostIds([]);
          setPropertyIds([]);
        },
      },
    );
  };
  const choices = drafts.data ?? [];
  return (
    <StyledForm aria-label="New campaign" onSubmit={submit}>
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
      <FeaturedPicker legend="Featured posts" items={featurable.posts.data ?? []} chosen={postIds} onChange={setPostIds} />
      <FeaturedPicker legend="Featured listings" items={featurable.listings.data ?? []} chosen={propertyIds} onChange={setPropertyIds} />
      <div>
        <SubmitButton pending={create.isPending} pendingLabel="Creating…" disabled={!draftId}>
          Create campaign
        </SubmitButton>
      </div>
      {drafts.isError && <p role="alert">Could not load the drafts: {errorMessage(drafts.error)}</p>}
      {create.isError && <p role="alert">Could not create the campaign: {errorMessage(create.error)}</p>}
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-bottom: ${({ theme }) => theme.spacing[4]};
`;

/**
 * Newsletter campaigns with their status and counts, refreshed while one waits or goes out. Every staff role prepares
 * and test-sends; admins and super admins send, schedule and cancel.
 */
export function CampaignsPage() {
  const [page, showPage] = usePageParam();
  const campaigns = useCampaigns({ page, pageSize: PAGE_SIZE });
  const user = useCurrentUser();

  return (
    <Card>
      <TitledCardHeader
        title="Newsletter campaigns"
        description={
          <>
            A campaign goes to every subscriber confirmed when it is sent, once each, with a one-click unsubscribe link.
            {user && !canSendCampaigns(user.role) && ' Admins send and schedule campaigns; you can prepare them and send yourself a test.'}
          </>
        }
      />
      <CardContent>
        <NewCampaignForm />
        <PagedResults
          state={pagedState(campaigns)}
          subject="campaigns"
          onPage={showPage}
          empty={<EmptyState headingLevel={2} title="No campaigns yet" description="Make one from an approved draft of type Newsletter." />}
        >
          {(items) => <CampaignsTable campaigns={items} canSend={Boolean(user && canSendCampaigns(user.role))} />}
        </PagedResults>
      </CardContent>
    </Card>
  );
}
