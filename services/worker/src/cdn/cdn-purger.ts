/** A CDN's purge API: drops the cached answers tagged with any of `keys`; rejects when the CDN did not take it. */
export abstract class CdnPurger {
  abstract purge(keys: readonly string[]): Promise<void>;
}
