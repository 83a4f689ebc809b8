// Installs the IntersectionObserver stub before load-when-near reads whether the browser has one.
import { screenWatchers } from '../../testing/screen-watcher-stub';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@app/ui';
import { loadWhenNear } from './load-when-near';

function deferredGreeting() {
  const load = jest.fn(async () => ({ name }: { name: string }) => <input aria-label={`Greeting for ${name}`} />);
  return { load, Greeting: loadWhenNear(load, 'Loading the greeting') };
}

function renderNear(Greeting: ReturnType<typeof deferredGreeting>['Greeting']) {
  return render(
    <UiProvider>
      <MemoryRouter>
        <Greeting name="Mei" />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('loadWhenNear', () => {
  it('fetches nothing until its place comes near the screen, showing a spinner, then the component', async () => {
    const { load, Greeting } = deferredGreeting();
    renderNear(Greeting);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting');
    expect(load).not.toHaveBeenCalled();

    act(() => screenWatchers.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

    expect(await screen.findByRole('textbox', { name: 'Greeting for Mei' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches it when the visitor taps into its place before it is near', async () => {
    const { load, Greeting } = deferredGreeting();
    const { container } = renderNear(Greeting);
    act(() => screenWatchers.at(-1)?.([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(container.firstElementChild as Element);

    expect(await screen.findByRole('textbox', { name: 'Greeting for Mei' })).toBeInTheDocument();
  });
});
