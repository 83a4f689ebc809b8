import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, invalidate, isApiError, isTransientError } from '@app/web';
import { uploadItemPhoto } from '../api/condition-report-queries';
import { forgetPhoto, keepPhoto, keptPhotos } from './photo-queue-store';

export type QueuedPhoto = {
  key: string;
  itemId: string;
  name: string;
  progress: number;
  /** `failed`: tried again later; `refused`: the API said no for good (too large, not an image), not tried again. */
  state: 'waiting' | 'sending' | 'failed' | 'refused';
  error: string | null;
  /** Kept on the device, so a closed tab or a reload does not lose it; false when the browser could not keep it. */
  onDevice: boolean;
};
type Entry = QueuedPhoto & { file: File };

const RETRY_MS = 10_000;

/**
 * Photos being sent, whichever mount of the queue sends them: a report left and opened again does not put them back in
 * its queue from the device, so none is sent twice. One whose upload then fails stays on the device for the next visit.
 */
const keysInFlight = new Set<string>();

/** No signal, a timeout, a server error, an expired session or a rate limit: the same photo may go later. */
const worthRetrying = (error: unknown): boolean => isTransientError(error) || (isApiError(error) && [401, 408, 429].includes(error.status ?? 0));

/**
 * Photos waiting to go, one at a time, with their progress. Each is kept in the browser's IndexedDB until sent, so a
 * closed tab or a reload loses none: reopening the report puts them back in the queue. A failed upload (no signal) stays
 * queued and is tried again when the browser says it is back online, or every 10 seconds; a sent one leaves the queue
 * (and the device) and the report refetches.
 */
export function usePhotoQueue(reportId: string) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const sending = useRef(false);
  // The writes to the device, so a photo sent before its write ends is not kept after it is forgotten.
  const keeping = useRef(new Map<string, Promise<boolean>>());
  const update = (key: string, fields: Partial<Entry>) => setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...fields } : entry)));
  const forget = async (key: string) => {
    await keeping.current.get(key);
    keeping.current.delete(key);
    await forgetPhoto(key);
  };

  useEffect(() => {
    let current = true;
    void keptPhotos(reportId)
      .then((photos) => photos.filter((photo) => !keysInFlight.has(photo.key)))
      .then((photos) => {
        if (!current || photos.length === 0) return;
        setEntries((all) => [
          ...photos
            .filter((photo) => !all.some((entry) => entry.key === photo.key))
            .map((photo) => ({
              key: photo.key,
              itemId: photo.itemId,
              name: photo.name,
              file: new File([photo.bytes], photo.name, { type: photo.type }),
              progress: 0,
              state: 'waiting' as const,
              error: null,
              onDevice: true,
            })),
          ...all,
        ]);
      });
    return () => {
      current = false;
    };
  }, [reportId]);

  const sendNext = useCallback(async () => {
    const next = entries.find((entry) => entry.state === 'waiting');
    if (!next || sending.current) return;
    sending.current = true;
    keysInFlight.add(next.key);
    update(next.key, { state: 'sending', progress: 0, error: null });
    let failure: { error: unknown } | null = null;
    try {
      await uploadItemPhoto(reportId, next.itemId, next.file, (progress) => update(next.key, { progress }));
    } catch (error) {
      failure = { error };
    }
    // Released before the state change below renders: that render's effect sends the next photo, and nothing else
    // would if the lock were still held while this photo is forgotten on the device.
    sending.current = false;
    try {
      if (!failure) {
        setEntries((all) => all.filter((entry) => entry.key !== next.key));
        await forget(next.key);
        await invalidate(queryClient, 'tenancies');
      } else if (worthRetrying(failure.error)) update(next.key, { state: 'failed', error: errorMessage(failure.error) });
      else {
        update(next.key, { state: 'refused', error: errorMessage(failure.error), onDevice: false });
        await forget(next.key);
      }
    } finally {
      keysInFlight.delete(next.key);
    }
  }, [entries, queryClient, reportId]);

  useEffect(() => {
    if (entries.some((entry) => entry.state === 'waiting')) void sendNext();
    const retry = () =>
      entries.some((entry) => entry.state === 'failed') &&
      setEntries((all) => all.map((entry) => (entry.state === 'failed' ? { ...entry, state: 'waiting' } : entry)));
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [entries, sendNext]);

  const add = (itemId: string, files: File[]) => {
    const now = Date.now();
    const added = files.map((file, index) => ({
      key: `${reportId}:${itemId}:${now + index}:${Math.random().toString(36).slice(2)}`,
      itemId,
      name: file.name,
      file,
      progress: 0,
      state: 'waiting' as const,
      error: null,
      onDevice: false,
    }));
    setEntries((all) => [...all, ...added]);
    added.forEach((entry, index) => {
      // Taken in this order, sent in this order after a reload.
      const kept = keepPhoto({ key: entry.key, reportId, itemId, name: entry.name, type: entry.file.type, keptAt: now + index }, entry.file);
      keeping.current.set(entry.key, kept);
      void kept.then((onDevice) =>
        setEntries((all) => all.map((queued) => (queued.key === entry.key && queued.state !== 'refused' ? { ...queued, onDevice } : queued))),
      );
    });
  };
  return { queue: entries as QueuedPhoto[], add };
}
