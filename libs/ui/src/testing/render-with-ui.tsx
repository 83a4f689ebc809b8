import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { UiProvider } from '../theme/ui-provider';

export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiProvider, ...options });
}
