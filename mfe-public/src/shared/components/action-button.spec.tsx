import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '@app/ui';
import { ActionButton } from './action-button';

const sendButton = (pending = false) => (
  <UiProvider>
    <ActionButton type="submit" pending={pending} pendingLabel="Sending...">
      Send Message
    </ActionButton>
  </UiProvider>
);

describe('ActionButton', () => {
  it('is sent from the server enabled, so a tap before the page has hydrated posts its form natively', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(sendButton());
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('noscript')).toBeNull();
    container.remove();
  });

  it('is busy with its pending label while its request runs', () => {
    const { rerender } = render(sendButton());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    rerender(sendButton(true));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });
});
