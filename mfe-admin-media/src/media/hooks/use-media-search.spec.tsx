import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useDelayedSearch } from './use-media-search';

describe('useDelayedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const render = (applied: string, apply: jest.Mock) => renderHook(({ current }) => useDelayedSearch(current, apply), { initialProps: { current: applied } });

  it('applies the typed text, trimmed, once typing pauses, and only once', () => {
    const apply = jest.fn();
    const { result } = render('', apply);

    act(() => result.current[1]('mar'));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    act(() => result.current[1]('marina '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));

    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('marina');
    expect(result.current[0]).toBe('marina ');
  });

  it('keeps what is typed when its own search comes back applied, and takes a search applied elsewhere (Back)', () => {
    const apply = jest.fn();
    const { result, rerender } = render('', apply);
    act(() => result.current[1]('marina '));
    rerender({ current: 'marina' });
    expect(result.current[0]).toBe('marina ');

    rerender({ current: 'lobby' });
    expect(result.current[0]).toBe('lobby');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(apply).not.toHaveBeenCalledWith('marina');
  });
});
