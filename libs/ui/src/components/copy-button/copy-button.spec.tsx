import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  afterEach(() => jest.useRealTimers());

  it('copies its text and announces "Copied" in a live region, which clears after a while', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithUi(<CopyButton text="HLA1B2C3202611" label="Copy the reference" />);

    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy the reference' }));

    expect(writeText).toHaveBeenCalledWith('HLA1B2C3202611');
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says how to copy by hand when the browser refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderWithUi(<CopyButton text="201912345X" label="Copy the UEN" />);

    await userEvent.click(screen.getByRole('button', { name: 'Copy the UEN' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy: select the text and copy it');
  });
});
