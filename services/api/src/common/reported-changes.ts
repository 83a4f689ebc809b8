import type { Request } from 'express';
import type { ChangedIds } from '@app/contracts';

const REPORTED = Symbol('reportedChanges');

type Reporting = Request & { [REPORTED]?: ChangedIds };

/**
 * A handler says what its call changed when neither its path nor its answer names it (a listing's slug, a signed
 * token, a page's redirect): its catalogue entry's `purges` reads it as `changed` (DeclaredPublicChangesInterceptor).
 */
export function reportChanged(request: Request, changed: ChangedIds): void {
  const reporting = request as Reporting;
  reporting[REPORTED] = { ...reporting[REPORTED], ...changed };
}

/** What the call's handler reported changing (none: an empty record). */
export function reportedChanges(request: Request): ChangedIds {
  return (request as Reporting)[REPORTED] ?? {};
}
