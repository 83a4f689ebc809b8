import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form, and is disabled saying so while the form is sent', () => {
    const { rerender } = renderWithUi(<SubmitButton pending={false}>Save changes</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();

    rerender(
      <SubmitButton pending pendingLabel="Uploading...">
        Save changes
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    rerender(<SubmitButton pending>Save changes</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('is disabled when told, though nothing is pending', () => {
    renderWithUi(
      <SubmitButton pending={false} disabled>
        Add photos
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });
});
