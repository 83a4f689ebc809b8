import { lazy, Suspense } from 'react';
import type { ToasterProps } from './toaster';
import { useToasts } from './toast.store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The Toaster, whose code (Radix Toast) is fetched with the first notice: most visits to the public site never show
 * one. Nothing is rendered until then, on the server as in the browser.
 */
export function ToasterOnDemand(props: ToasterProps) {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
