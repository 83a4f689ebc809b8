type ServerRequests = { origin: string; headers: Record<string, string> };

let serverRequests: ServerRequests | null = null;

/**
 * On the server (the public site's render) there is no page to resolve `/api/...` against: requests go to the
 * given origin, with the given headers. Never called in the browser.
 */
export function configureServerRequests(settings: ServerRequests): void {
  serverRequests = settings;
}

/** The URL and init a fetch really uses: unchanged in the browser. */
export function resolveRequest(url: string, init: RequestInit): [string, RequestInit] {
  if (!serverRequests) return [url, init];
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(serverRequests.headers)) headers.set(name, value);
  return [new URL(url, serverRequests.origin).toString(), { ...init, headers }];
}
