import type { AuthUser } from '@app/contracts';
import { create } from 'zustand';

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionState {
  user: AuthUser | null;
  /** 'unknown' until the first answer of GET /api/auth/me. */
  status: SessionStatus;
  setUser: (user: AuthUser | null) => void;
  clear: () => void;
}

/**
 * The signed-in staff member. A module-level store: Module Federation shares @app/web as a
 * singleton, so the shell and every remote read this one instance.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: 'unknown',
  setUser: (user) => set({ user, status: user ? 'authenticated' : 'anonymous' }),
  clear: () => set({ user: null, status: 'anonymous' }),
}));

export const useCurrentUser = (): AuthUser | null => useSessionStore((state) => state.user);

export const useSessionStatus = (): SessionStatus => useSessionStore((state) => state.status);
