import { type UseMutationResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntityFormPage, type EntityFormPageProps, type EntityLoad } from '@app/ui';
import { errorMessage, isStaleSave } from '@app/web';
import { type RecordFormProps } from './form-layout';
import { MoneyStaffOnly } from './handles-money';
import { useVersionedSave } from './record-change';

/** The record's form (an owner's, a tenancy's), given what the page decides: its label, the invite offer, the save. */
type RecordForm<Body> = (props: RecordFormProps<Body>) => ReactNode;

/** What a record's pages call it, e.g. 'owner': 'the owner' in their messages, 'New owner', 'Create owner', 'Owner saved'. */
type RecordNoun = { noun: string };

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

type NewRecordPageProps<Saved, Body> = RecordNoun & {
  back: ReactNode;
  create: UseMutationResult<Saved, unknown, Body>;
  /** The new record's own page, opened once it is created. */
  pathOf: (id: string) => string;
  form: RecordForm<Body>;
};

/** The page that creates a record: its form offers to invite them to the portal at once, then the record's page opens. */
export function NewRecordPage<Saved extends { id: string }, Body>({ noun, back, create, pathOf, form }: NewRecordPageProps<Saved, Body>) {
  const navigate = useNavigate();
  return (
    <EntityFormPage<Saved>
      back={back}
      subject={`the ${noun}`}
      save={create}
      describeError={errorMessage}
      title={() => `New ${noun}`}
      form={() =>
        form({
          submitLabel: `Create ${noun}`,
          offerInvite: true,
          saving: create.isPending,
          error: create.error,
          onSubmit: (body) => create.mutate(body, { onSuccess: (created) => navigate(pathOf(created.id)) }),
        })
      }
    />
  );
}

type EditRecordFormProps<Saved, Body> = {
  record: Saved;
  update: UseMutationResult<Saved, unknown, Body & { version?: number }>;
  /** The toast once saved, e.g. 'Owner saved'. */
  savedTitle: string;
  form: RecordForm<Body>;
};

/** A loaded record's form, saved with the version its values were read at (useVersionedSave); mount it inside EntityFormPage's form. */
export function EditRecordForm<Saved extends { version: number }, Body>({ record, update, savedTitle, form }: EditRecordFormProps<Saved, Body>) {
  const save = useVersionedSave<Body, Saved>(update, record.version, savedTitle);
  return form({ submitLabel: 'Save changes', offerInvite: false, saving: update.isPending, error: update.error, onSubmit: save });
}

type EditRecordPageProps<Saved, Body> = RecordNoun &
  Pick<EntityFormPageProps<Saved>, 'back' | 'title' | 'description' | 'actions' | 'sections'> &
  Pick<EditRecordFormProps<Saved, Body>, 'update'> & {
    load: EntityLoad<Saved>;
    /** The record's form, given the loaded record. */
    form: (record: Saved, props: RecordFormProps<Body>) => ReactNode;
  };

/**
 * The page of a loaded record (an owner, a tenancy): its frame, and its form saved with the version it was read at,
 * shown read-only with why to staff who do not handle money.
 */
export function EditRecordPage<Saved extends { id: string; version: number }, Body>({ noun, load, update, form, ...frame }: EditRecordPageProps<Saved, Body>) {
  const savedTitle = `${capitalized(noun)} saved`;
  return (
    <EntityFormPage<Saved>
      {...frame}
      subject={`the ${noun}`}
      load={load}
      save={update}
      describeError={errorMessage}
      isStale={isStaleSave}
      form={(loaded) => (
        <MoneyStaffOnly>
          {loaded && <EditRecordForm key={loaded.id} record={loaded} update={update} savedTitle={savedTitle} form={(props) => form(loaded, props)} />}
        </MoneyStaffOnly>
      )}
    />
  );
}
