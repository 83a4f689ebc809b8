import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@app/web';
import { PublicSite } from './public-site';

/** The fallback for a page that came without its server render: the whole site rendered in the browser, fetching its data. */
export function renderWholeSite(container: HTMLElement): void {
  createRoot(container).render(<PublicSite queryClient={createQueryClient()} siteOrigin={window.location.origin} Router={BrowserRouter} />);
}
