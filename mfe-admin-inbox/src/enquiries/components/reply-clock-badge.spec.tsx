import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web/testing';
import { ReplyClockBadge } from './reply-clock-badge';

// Due Thursday 26 November 2026, 14:00 Singapore time.
const clock = { dueAt: '2026-11-26T06:00:00.000Z', businessTimeLeftMs: 0, overdue: false };

describe('ReplyClockBadge', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the business time left down once a minute from the due time, then shows Overdue', async () => {
    // Wednesday 18:40 in Singapore: 1 h 20 min today, 4 h on Thursday morning.
    jest.useFakeTimers({ now: new Date('2026-11-25T10:40:00.000Z') });
    renderWithProviders('/', <ReplyClockBadge clock={clock} />);
    expect(await screen.findByText('5 h 20 min left')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('5 h 19 min left')).toBeInTheDocument();

    // The evening after closing (20:00) and the night do not count.
    act(() => jest.advanceTimersByTime(4 * 3_600_000));
    expect(screen.getByText('4 h 0 min left')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(20 * 3_600_000));
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('shows a dash when no reply is due', () => {
    renderWithProviders('/', <ReplyClockBadge clock={null} />);
    expect(screen.getByLabelText('No reply due')).toBeInTheDocument();
  });
});
