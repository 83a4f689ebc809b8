/** At most this many toasts are kept: a new toast replaces the oldest one. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store (its exit animation can still read it). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Display duration of a toast that does not set its own. */
export const TOAST_DURATION = 5000;
