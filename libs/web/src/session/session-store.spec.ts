import type { User } from '@app/contracts';
import { act, renderHook } from '@testing-library/react';
import { useSessionStore as fromPackageEntry } from '../index';
import { useCurrentUser, useSessionStatus, useSessionStore } from './session-store';

const user: User = {
  id: 'u1',
  username: 'tan',
  email: 'tan@harbourline.sg',
  fullName: 'Tan Wei Ming',
  role: 'admin',
  isActive: true,
  ceaRegistrationNumber: null,
  phone: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const initialState = useSessionStore.getState();

afterEach(() => {
  useSessionStore.setState(initialState, true);
});

describe('useSessionStore', () => {
  it('starts with no user and an unknown status', () => {
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'unknown' });
  });

  it('becomes authenticated when given a user', () => {
    useSessionStore.getState().setUser(user);

    expect(useSessionStore.getState()).toMatchObject({ user, status: 'authenticated' });
  });

  it('becomes anonymous when told there is no user', () => {
    useSessionStore.getState().setUser(null);

    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('becomes anonymous again on clear', () => {
    useSessionStore.getState().setUser(user);
    useSessionStore.getState().clear();

    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('is the module-level instance the package entry exports, not a per-import copy', () => {
    expect(fromPackageEntry).toBe(useSessionStore);
  });
});

describe('session selector hooks', () => {
  it('re-render with the current user and status', () => {
    const { result } = renderHook(() => ({ user: useCurrentUser(), status: useSessionStatus() }));
    expect(result.current).toEqual({ user: null, status: 'unknown' });

    act(() => useSessionStore.getState().setUser(user));

    expect(result.current).toEqual({ user, status: 'authenticated' });
  });
});
