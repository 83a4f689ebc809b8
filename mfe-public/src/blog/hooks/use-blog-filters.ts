import { useSearchParams } from 'react-router-dom';
import { ALL_TOPICS } from '@app/contracts';

/** The blog list's search text and topic, kept in the address (?q=&topic=) so a filtered list can be shared. */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const topic = params.get('topic') ?? ALL_TOPICS;

  const update = (changes: { q?: string; topic?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== ALL_TOPICS) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    search,
    topic,
    setSearch: (q: string) => update({ q }),
    setTopic: (value: string) => update({ topic: value }),
    reset: () => update({ q: '', topic: ALL_TOPICS }),
  };
}
