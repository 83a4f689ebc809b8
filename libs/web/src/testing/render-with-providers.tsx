import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type User } from '@app/contracts';
import { UiProvider } from '@app/ui';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-super',
    username: 'sarah',
    email: 'sarah@harbourline.sg',
    fullName: 'Sarah Lim',
    role: 'super_admin',
    isActive: true,
    ceaRegistrationNumber: null,
    phone: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Renders `routes` at `path` inside the providers the shell gives every app, with no retries. */
export function renderWithProviders(path: string, routes: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}
