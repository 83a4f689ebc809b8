import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui';
import { Button } from './button';

describe('Button', () => {
  it('renders a button with its text as accessible name and handles clicks', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button variant="secondary" size="lg" onClick={onClick}>
        Book a viewing
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Book a viewing' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire clicks when disabled', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes a busy state', () => {
    renderWithUi(
      <Button aria-busy disabled>
        Saving
      </Button>,
    );

    expect(screen.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
  });

  it('renders as a link through `as` without leaking style props to the DOM', () => {
    renderWithUi(
      <Button as="a" href="/contact" variant="outline" size="sm">
        Contact us
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('variant');
    expect(link).not.toHaveAttribute('size');
  });
});
