import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui';
import { Button } from '../button/button';
import { MoreIcon } from '../icons/icons';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

describe('DropdownMenu', () => {
  it('opens a row action menu from the keyboard and runs the chosen item', async () => {
    const onDelete = jest.fn();
    renderWithUi(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Actions for Jane Tan">
            <MoreIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Edit</DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={onDelete}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );

    screen.getByRole('button', { name: 'Actions for Jane Tan' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('menu')).toBeInTheDocument();
    const remove = screen.getByRole('menuitem', { name: 'Delete' });
    expect(remove).not.toHaveAttribute('destructive');

    await userEvent.click(remove);

    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
