import { act, renderHook } from '@testing-library/react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast.constants';
import { dismissToast, toast, useToasts, useToastStore } from './toast.store';

const toasts = () => useToastStore.getState().toasts;

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    dismissToast();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('adds an open toast with the default variant', () => {
    const handle = toast({ title: 'Saved', description: 'Your changes are live.' });

    expect(toasts()).toEqual([{ id: handle.id, title: 'Saved', description: 'Your changes are live.', variant: 'default', open: true }]);
  });

  it(`keeps at most ${TOAST_LIMIT} toast: a new one replaces the old`, () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });

    expect(toasts()).toHaveLength(TOAST_LIMIT);
    expect(toasts()[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive' });
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Uploading' });

    handle.update({ title: 'Uploaded', description: '3 files', duration: 1000 });

    expect(toasts()[0]).toMatchObject({ id: handle.id, title: 'Uploaded', description: '3 files', duration: 1000, open: true });
  });

  it('closes a dismissed toast and removes it only after the removal delay', () => {
    const handle = toast({ title: 'Saved' });

    handle.dismiss();
    expect(toasts()[0]).toMatchObject({ id: handle.id, open: false });

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toasts()).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'Saved' });

    dismissToast();

    expect(toasts().every((item) => !item.open)).toBe(true);
  });

  it('does not let the removal of a replaced toast touch its successor', () => {
    toast({ title: 'First' }).dismiss();
    const second = toast({ title: 'Second' });

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);

    expect(toasts()).toEqual([expect.objectContaining({ id: second.id, open: true })]);
  });

  it('lets components subscribe through useToasts', () => {
    const { result, unmount } = renderHook(() => useToasts());

    act(() => {
      toast({ title: 'Hello' });
    });

    expect(result.current.map((item) => item.title)).toEqual(['Hello']);
    unmount();
  });
});
