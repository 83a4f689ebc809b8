import './zod-without-eval';
import { createRoot } from 'react-dom/client';
import { isStaffPath } from '@app/content';
import { SESSION_QUERY } from '@app/web';
import { isAdminPath } from '../features/admin-layout/utils/nav-items';
import { App, queryClient } from './app';
import { loadStaffRoutes } from './app-routes';

/** The shell's own app: sign-in, the admin area, and what stands in when the public site cannot be loaded. */
export async function startApp(container: HTMLElement): Promise<void> {
  // An admin page asks who is signed in at once, while the admin routes' chunk loads, not once they have rendered.
  if (isAdminPath(window.location.pathname)) void queryClient.prefetchQuery(SESSION_QUERY);
  // A staff page renders once its screens are here (a failed chunk is loaded again, behind a spinner, by its route).
  if (isStaffPath(window.location.pathname)) await loadStaffRoutes().catch(() => undefined);
  createRoot(container).render(<App />);
}
