import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/** A photo waiting to be sent, as kept on the device: its bytes (not the File, which older Safari cannot store), its item and when it was taken. */
export type KeptPhoto = { key: string; reportId: string; itemId: string; name: string; type: string; bytes: ArrayBuffer; keptAt: number };

let store: UseStore | null | undefined;

/** The browser's IndexedDB store of waiting photos, opened on first use; null where the browser has none. */
function deviceStore(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('harbourline-condition-photos', 'queue');
  return store;
}

/** Keeps the photo on the device until `forgetPhoto`; false when the browser could not (no IndexedDB, storage full, private mode). */
export async function keepPhoto(photo: Omit<KeptPhoto, 'bytes'>, file: Blob): Promise<boolean> {
  const kept = deviceStore();
  if (!kept) return false;
  try {
    await set(photo.key, { ...photo, bytes: await file.arrayBuffer() } satisfies KeptPhoto, kept);
    return true;
  } catch {
    return false;
  }
}

/** Drops a photo once it is sent (or refused for good). */
export async function forgetPhoto(key: string): Promise<void> {
  const kept = deviceStore();
  if (kept) await del(key, kept).catch(() => undefined);
}

/** The report's photos kept on this device by an earlier visit, oldest first. */
export async function keptPhotos(reportId: string): Promise<KeptPhoto[]> {
  const kept = deviceStore();
  if (!kept) return [];
  const all = await entries<string, KeptPhoto>(kept).catch(() => []);
  return all
    .map(([, photo]) => photo)
    .filter((photo) => photo.reportId === reportId)
    .sort((a, b) => a.keptAt - b.keptAt);
}
