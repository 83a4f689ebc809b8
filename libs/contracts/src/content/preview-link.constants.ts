// Zod-free: the public site's first load imports these without the schemas beside them.

/** How long a shared preview link opens its draft. */
export const PREVIEW_LINK_LIFETIME_DAYS = 7;

/** The site page a preview link opens (mfe-public), and its address for one token. */
export const DRAFT_PREVIEW_PATH = '/preview/:token';
export function draftPreviewPath(token: string): string {
  return DRAFT_PREVIEW_PATH.replace(':token', encodeURIComponent(token));
}

export const PREVIEW_LINK_MESSAGES = {
  notFound: 'This preview link does not exist. Ask the person who shared it for a new one.',
  expired: 'This preview link has expired. Ask the person who shared it for a new one.',
  revoked: 'This preview link was withdrawn. Ask the person who shared it for a new one.',
  linkNotFound: 'Preview link not found',
} as const;
