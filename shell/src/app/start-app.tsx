import './zod-without-eval';
import { createRoot } from 'react-dom/client';
import { SESSION_QUERY } from '@app/web';
import { isAdminPath } from '../features/admin-layout/utils/nav-items';
import { App, queryClient } from './app';

/** The shell's own app: sign-in, the admin area, and what stands in when the public site cannot be loaded. */
export function startApp(container: HTMLElement): void {
  // An admin page asks who is signed in at once, while the admin routes' chunk loads, not once they have rendered.
  if (isAdminPath(window.location.pathname)) void queryClient.prefetchQuery(SESSION_QUERY);
  createRoot(container).render(<App />);
}
