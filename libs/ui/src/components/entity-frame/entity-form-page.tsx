import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ActionRow } from '../action-row/action-row';
import { AdminPage } from '../admin-page/admin-page';
import { Button } from '../button/button';
import { ReadStatus } from '../read-status/read-status';
import { DetailFrame } from './detail-frame';
import { useLeaveGuard } from './use-leave-guard';

/** The record's query, as TanStack Query gives it. */
export interface EntityLoad<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** The save's mutation, as TanStack Query gives it. */
export interface EntitySave {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  submittedAt: number;
  reset: () => void;
}

export interface EntityFormPageProps<T> {
  back: ReactNode;
  /** What the page edits, e.g. 'the owner': used in the loading, error and stale messages. */
  subject: string;
  /** The record; left out on a page that creates one. */
  load?: EntityLoad<T>;
  save: EntitySave;
  /** The text people are shown for a failure. */
  describeError: (error: unknown) => string;
  /** Whether a failed save was refused because someone saved the record after it was loaded (a 409 the API marks so). */
  isStale?: (error: unknown) => boolean;
  title: (entity: T | null) => ReactNode;
  status?: (entity: T) => ReactNode;
  description?: (entity: T) => ReactNode;
  /** The form, given the record (null when creating one). */
  form: (entity: T | null) => ReactNode;
  actions?: (entity: T) => ReactNode;
  sections?: (entity: T) => ReactNode;
}

export const LEAVE_UNSAVED_PROMPT = 'Your changes are not saved yet. Leave this page and lose them?';

export const staleSaveMessage = (subject: string) =>
  `Someone else saved ${subject} after you opened it, so your changes were not saved. Reload to see the saved version; your changes here will be lost.`;

/**
 * An admin page that loads a record (or starts a new one), edits it in `form` and saves it: the loading and failed
 * states, the record's frame (title, status, actions, sections), a guard against leaving with unsaved changes and, when
 * the save finds the record changed since it was loaded, that message with a Reload that shows the saved version.
 */
export function EntityFormPage<T>(props: EntityFormPageProps<T>) {
  const { back, subject, load, describeError } = props;
  if (load && (load.isPending || load.isError)) {
    return (
      <AdminPage $gap={4}>
        {back}
        <ReadStatus subject={subject} failure={load.isPending ? undefined : { message: describeError(load.error), retry: () => void load.refetch() }} />
      </AdminPage>
    );
  }
  return <LoadedEntityPage {...props} entity={load?.data ?? null} />;
}

function LoadedEntityPage<T>({
  back,
  subject,
  load,
  save,
  isStale,
  title,
  status,
  description,
  form,
  actions,
  sections,
  entity,
}: EntityFormPageProps<T> & { entity: T | null }) {
  const [dirty, setDirty] = useState(false);
  const [formKey, setFormKey] = useState(0);
  useLeaveGuard(dirty, LEAVE_UNSAVED_PROMPT);
  useEffect(() => {
    if (save.isSuccess) setDirty(false);
  }, [save.isSuccess, save.submittedAt]);
  const slot = (render?: (entity: T) => ReactNode) => (entity === null ? undefined : render?.(entity));
  const stale = Boolean(save.error) && Boolean(isStale?.(save.error));
  const reload = async () => {
    await load?.refetch();
    save.reset();
    setDirty(false);
    setFormKey((key) => key + 1);
  };
  const body = (
    <div onChange={() => setDirty(true)} onInput={() => setDirty(true)}>
      {stale && (
        <StyledStale role="alert">
          <p>{staleSaveMessage(subject)}</p>
          <Button type="button" variant="outline" onClick={() => void reload()}>
            Reload
          </Button>
        </StyledStale>
      )}
      <div key={formKey}>{form(entity)}</div>
    </div>
  );
  return (
    <DetailFrame back={back} title={title(entity)} status={slot(status)} description={slot(description)} body={body} actions={slot(actions)}>
      {slot(sections)}
    </DetailFrame>
  );
}

const StyledStale = styled(ActionRow)`
  margin-bottom: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;
