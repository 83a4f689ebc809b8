import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui';
import { ActionConfirmDialog } from './action-confirm-dialog';

function renderAction(onConfirm: (close: () => void) => void, error?: string) {
  const onDismiss = jest.fn();
  renderWithUi(
    <ActionConfirmDialog
      trigger={<button type="button">End</button>}
      title="End it?"
      description="It cannot be undone."
      confirmLabel="End it"
      error={error}
      onDismiss={onDismiss}
      onConfirm={onConfirm}
    />,
  );
  return onDismiss;
}

describe('ActionConfirmDialog', () => {
  it('stays open while the action runs, and closes once it calls close', async () => {
    const closes: Array<() => void> = [];
    renderAction((close) => closes.push(close));
    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    await userEvent.click(screen.getByRole('button', { name: 'End it' }));

    expect(screen.getByRole('alertdialog', { name: 'End it?' })).toBeInTheDocument();
    act(() => closes.forEach((close) => close()));
    expect(await screen.findByRole('button', { name: 'End' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says inside why the action failed, and forgets it when dismissed', async () => {
    const onDismiss = renderAction(jest.fn(), 'Server error: 502');
    await userEvent.click(screen.getByRole('button', { name: 'End' }));

    expect(screen.getByRole('alertdialog')).toContainElement(screen.getByRole('alert'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
