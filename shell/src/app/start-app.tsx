import './zod-without-eval';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** The shell's own app: sign-in, the admin area, and what stands in when the public site cannot be loaded. */
export function startApp(container: HTMLElement): void {
  createRoot(container).render(<App />);
}
