/** Appends the cache-busting `_t` parameter, before any fragment. */
export function withTimestamp(url: string, now: number = Date.now()): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}_t=${now}${hash}`;
}
