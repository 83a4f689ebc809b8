import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onOpenChange = jest.fn();
  renderWithUi(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Delete this user?"
      description="This cannot be undone."
      confirmLabel="Delete"
      destructive
      {...props}
    />,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with its title and description', () => {
    renderConfirm();

    expect(screen.getByRole('alertdialog', { name: 'Delete this user?' })).toHaveAccessibleDescription('This cannot be undone.');
  });

  it('shows why the confirmed action failed inside the dialog, as an alert', () => {
    renderConfirm({ error: 'Could not delete the user: it is in use' });

    expect(screen.getByRole('alertdialog')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete the user: it is in use');
  });

  it('calls onConfirm and closes on confirm', async () => {
    const { onConfirm, onOpenChange } = renderConfirm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when onConfirm prevents the default', async () => {
    const { onOpenChange } = renderConfirm({ onConfirm: (event) => event.preventDefault() });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes without confirming on Cancel', async () => {
    const { onConfirm, onOpenChange } = renderConfirm();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens from its trigger when uncontrolled', async () => {
    renderWithUi(
      <ConfirmDialog
        trigger={<button type="button">Remove</button>}
        onConfirm={jest.fn()}
        title="Remove image?"
        description="It will be removed from the library."
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));

    expect(screen.getByRole('alertdialog', { name: 'Remove image?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('blocks both buttons and Escape while pending', async () => {
    const { onConfirm, onOpenChange } = renderConfirm({ pending: true });

    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
