import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui';
import { Button } from '../button/button';
import { Input } from '../form/input';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

function renderDialog() {
  return renderWithUi(
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit media</Button>
      </DialogTrigger>
      <DialogContent title="Edit media details" description="Update the alt text.">
        <Input aria-label="Alt text" />
      </DialogContent>
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens as a dialog named by its title and described by its description', async () => {
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Edit media' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit media details' });
    expect(dialog).toHaveAccessibleDescription('Update the alt text.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Edit media' });

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps focus inside while tabbing', async () => {
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Edit media' }));
    for (let i = 0; i < 4; i += 1) await userEvent.tab();

    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the named close button', async () => {
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Edit media' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can go without a description, without Radix warning about it', async () => {
    const warn = jest.spyOn(console, 'warn');
    renderWithUi(
      <Dialog defaultOpen>
        <DialogContent title="Preview">Image</DialogContent>
      </Dialog>,
    );

    expect(screen.getByRole('dialog', { name: 'Preview' })).not.toHaveAttribute('aria-describedby');
    expect(warn).not.toHaveBeenCalled();
  });
});
