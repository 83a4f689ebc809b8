import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, type StubRoute } from './api-stub';

const BUSY = 'The service is busy. Please try again.';

/** `route` answering once that the service is busy (503): list the route that then succeeds after it. */
export function busyOnce(route: Pick<StubRoute, 'method' | 'path'>): StubRoute {
  return { ...route, once: true, ...apiProblem(503, BUSY) };
}

/** The read of `subject` (e.g. 'owners') failed as busy (busyOnce): its error heading says so, and Try Again reads it again. */
export async function retryAfterBusy(subject: string): Promise<void> {
  expect(await screen.findByRole('heading', { name: `Error loading ${subject}: ${BUSY}` })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
}
