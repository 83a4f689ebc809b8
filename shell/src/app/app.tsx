import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@app/ui';
import { createQueryClient, Toaster } from '@app/web';
import { AppRoutes } from './app-routes';

export const queryClient = createQueryClient();

export function App() {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
