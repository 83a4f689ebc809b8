import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@app/ui';
import { AreaLoadFailure } from '../remotes/remote-error-boundary';

/** The page the browser opened: the shell's app shows a public page only when mfe-public could not be loaded there. */
const openedPath = window.location.pathname;

/**
 * Public paths inside the shell's app. Reached from a staff page, they are opened as a new document (mfe-public
 * renders the public site in pages of its own); on the page the browser opened, they tell that the site could not
 * be loaded, with a retry.
 */
export function PublicSiteRoute() {
  const { pathname, search, hash } = useLocation();
  const leavingStaffPages = pathname !== openedPath;
  useEffect(() => {
    if (leavingStaffPages) window.location.assign(`${pathname}${search}${hash}`);
  }, [leavingStaffPages, pathname, search, hash]);

  if (leavingStaffPages) return <Spinner label="Loading Website" />;
  return <AreaLoadFailure label="Website" onRetry={() => window.location.reload()} />;
}
