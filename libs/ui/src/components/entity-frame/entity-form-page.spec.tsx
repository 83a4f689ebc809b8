import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../../testing/render-with-ui';
import { EntityFormPage, type EntityLoad, type EntitySave, LEAVE_UNSAVED_PROMPT, staleSaveMessage } from './entity-form-page';

type Pet = { id: string; name: string };

const loaded = (data: Pet, refetch: () => unknown = jest.fn()): EntityLoad<Pet> => ({ isPending: false, isError: false, error: null, data, refetch });
const saveState = (change: Partial<EntitySave> = {}): EntitySave => ({
  isPending: false,
  isSuccess: false,
  error: null,
  submittedAt: 0,
  reset: jest.fn(),
  ...change,
});
const staleError = { status: 409, stale: true };

function PetForm({ pet }: { pet: Pet | null }) {
  const [name, setName] = useState(pet?.name ?? '');
  return (
    <label>
      Name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

function renderPage(load: EntityLoad<Pet> | undefined, save = saveState()) {
  return renderWithUi(
    <EntityFormPage<Pet>
      back={<a href="/pets">Back to pets</a>}
      subject="the pet"
      load={load}
      save={save}
      describeError={(error) => (error instanceof Error ? error.message : 'unknown')}
      isStale={(error) => error === staleError}
      title={(pet) => pet?.name ?? 'New pet'}
      status={(pet) => <span>{`status of ${pet.id}`}</span>}
      form={(pet) => <PetForm pet={pet} />}
      actions={() => <button type="button">Archive</button>}
      sections={() => <section aria-label="History" />}
    />,
  );
}

describe('EntityFormPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says it is loading the record, with the back link', () => {
    renderPage({ isPending: true, isError: false, error: null, data: undefined, refetch: jest.fn() });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the pet');
    expect(screen.getByRole('link', { name: 'Back to pets' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says why the record did not load, and Try Again loads it again', async () => {
    const refetch = jest.fn();
    renderPage({ isPending: false, isError: true, error: new Error('Server error: 502'), data: undefined, refetch });

    expect(screen.getByRole('heading', { name: 'Error loading the pet: Server error: 502' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('frames the loaded record: title, status, form, actions and sections', () => {
    renderPage(loaded({ id: 'p1', name: 'Rex' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Rex' })).toBeInTheDocument();
    expect(screen.getByText('status of p1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rex');
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
  });

  it('creates a record without loading one: no status, actions or sections', () => {
    renderPage(undefined);

    expect(screen.getByRole('heading', { level: 1, name: 'New pet' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('on a stale save (409) says so, and Reload shows the saved version in place of the edits', async () => {
    const reset = jest.fn();
    function StalePage() {
      const [pet, setPet] = useState<Pet>({ id: 'p1', name: 'Rex' });
      const [save, setSave] = useState(saveState({ error: staleError, reset }));
      const refetch = async () => {
        setPet({ id: 'p1', name: 'Max' });
        setSave(saveState());
      };
      return (
        <EntityFormPage<Pet>
          back={null}
          subject="the pet"
          load={loaded(pet, refetch)}
          save={save}
          describeError={String}
          isStale={(error) => error === staleError}
          title={(loadedPet) => loadedPet?.name}
          form={(loadedPet) => <PetForm pet={loadedPet} />}
        />
      );
    }
    renderWithUi(<StalePage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'y');

    expect(screen.getByRole('alert')).toHaveTextContent(staleSaveMessage('the pet'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Max'));
    expect(reset).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not call another failed save stale', () => {
    renderPage(loaded({ id: 'p1', name: 'Rex' }), saveState({ error: { status: 409 } }));

    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and no longer once they are saved', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const record = loaded({ id: 'p1', name: 'Rex' });
    const { rerender } = renderPage(record);
    await userEvent.click(screen.getByRole('link', { name: 'Back to pets' }));
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'y');
    await userEvent.click(screen.getByRole('link', { name: 'Back to pets' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED_PROMPT);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockClear();
    rerender(
      <EntityFormPage<Pet>
        back={<a href="/pets">Back to pets</a>}
        subject="the pet"
        load={record}
        save={saveState({ isSuccess: true, submittedAt: 1 })}
        describeError={String}
        title={(pet) => pet?.name}
        form={(pet) => <PetForm pet={pet} />}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to pets' }));
    expect(confirm).not.toHaveBeenCalled();
  });
});
