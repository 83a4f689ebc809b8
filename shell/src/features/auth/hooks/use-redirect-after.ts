import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Replaces the current page with `to` after `delayMs`, while `active` stays true. */
export function useRedirectAfter(to: string, delayMs: number, active: boolean) {
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, active, navigate]);
}
