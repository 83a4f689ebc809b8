import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Fields extends FieldValues, Output> = {
  resolver: Resolver<Fields, unknown, Output>;
  /** Starts fetching the checks' code, e.g. when the visitor first focuses the form. */
  prefetch: () => void;
};

/**
 * A form's checks whose code (zod and the form's schema) is fetched when first needed, not with the form: the form
 * shows and takes input without it, and checks on submit (SPEC §5), by which time `prefetch` has usually fetched it.
 */
export function lazyResolver<Fields extends FieldValues, Output>(load: () => Promise<Resolver<Fields, unknown, Output>>): LazyResolver<Fields, Output> {
  let loading: Promise<Resolver<Fields, unknown, Output>> | undefined;
  const loaded = () => {
    // A failed fetch (offline) is tried again on the next submit.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    prefetch: () => void loaded().catch(() => undefined),
  };
}

/**
 * A form's submit handler (what react-hook-form's handleSubmit made) that shows `notice` when the form could not be
 * checked because its checks could not be fetched (offline, or a deploy replaced them): react-hook-form throws that
 * after stopping the browser's own submit, which would leave the visitor's tap without any answer.
 */
export function noticeWhenUnchecked(submit: (event?: BaseSyntheticEvent) => Promise<void>, notice: () => void) {
  return (event?: BaseSyntheticEvent) => submit(event).catch(notice);
}
