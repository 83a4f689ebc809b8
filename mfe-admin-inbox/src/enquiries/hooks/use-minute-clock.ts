import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, updated once a minute while the component is shown. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(Date.now())), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
