import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, invalidate } from '@app/web';
import { uploadItemPhoto } from '../api/condition-report-queries';

export type QueuedPhoto = { key: string; itemId: string; name: string; progress: number; state: 'waiting' | 'sending' | 'failed'; error: string | null };
type Entry = QueuedPhoto & { file: File };

const RETRY_MS = 10_000;

/**
 * Photos waiting to go, one at a time, with their progress. A failed upload (no signal) stays queued and is tried again
 * when the browser says it is back online, or every 10 seconds; a sent one leaves the queue and the report refetches.
 */
export function usePhotoQueue(reportId: string) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const sending = useRef(false);
  const update = (key: string, fields: Partial<Entry>) => setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...fields } : entry)));

  const sendNext = useCallback(async () => {
    const next = entries.find((entry) => entry.state !== 'sending');
    if (!next || sending.current) return;
    sending.current = true;
    update(next.key, { state: 'sending', progress: 0, error: null });
    try {
      await uploadItemPhoto(reportId, next.itemId, next.file, (progress) => update(next.key, { progress }));
      setEntries((all) => all.filter((entry) => entry.key !== next.key));
      await invalidate(queryClient, 'tenancies');
    } catch (error) {
      update(next.key, { state: 'failed', error: errorMessage(error) });
    } finally {
      sending.current = false;
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

  const add = (itemId: string, files: File[]) =>
    setEntries((all) => [
      ...all,
      ...files.map((file) => ({
        key: `${itemId}-${file.name}-${file.size}-${Math.random()}`,
        itemId,
        name: file.name,
        file,
        progress: 0,
        state: 'waiting' as const,
        error: null,
      })),
    ]);
  return { queue: entries as QueuedPhoto[], add };
}
