import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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
  it('is sent from the server disabled and busy, and enabled once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(sendButton());
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    const root = await act(async () => hydrateRoot(container, sendButton()));

    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    act(() => root.unmount());
    container.remove();
  });

  it('carries, for browsers without JavaScript, an enabled twin first in <noscript> that hides the waiting button', () => {
    const template = document.createElement('template');
    template.innerHTML = renderToString(sendButton()).replace(/<\/?noscript>/g, '');
    const [twin, waiting] = [...template.content.querySelectorAll('button')];
    expect(twin?.disabled).toBe(false);
    expect(twin?.type).toBe('submit');
    expect(waiting?.disabled).toBe(true);
    expect(renderToString(sendButton())).toMatch(/^<noscript><style>\[data-waits-for-script\] \{ display: none; \}<\/style><button[^>]*>Send Message<\/button><\/noscript>/);
    expect(waiting?.matches('[data-waits-for-script]')).toBe(true);
  });

  it('has no twin when it is no submit button (an action run by script): without JavaScript it stays disabled and shown', () => {
    const html = renderToString(
      <UiProvider>
        <ActionButton size="lg" pending={false} pendingLabel="Confirming..." onClick={() => undefined}>
          Confirm
        </ActionButton>
      </UiProvider>,
    );
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('data-waits-for-script');
    expect(html).toMatch(/^<button[^>]*disabled=""[^>]*>Confirm<\/button>$/);
  });

  it('is enabled at once when rendered in the browser, and busy with its pending label while its request runs', () => {
    const { rerender } = render(sendButton());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    rerender(sendButton(true));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
