import { screenWatchers } from '../testing/screen-watcher-stub';
import { hydrateIsland } from './hydrate-island';
import type { IslandContext } from '../islands/island-frame';
import { scheduleIslands } from './schedule-islands';

jest.mock('./hydrate-island', () => ({ hydrateIsland: jest.fn(() => Promise.resolve()) }));

const CONTEXT: IslandContext = { address: { pathname: '/', search: '' }, siteOrigin: 'https://harbourline.example' };
const hydrated = () => jest.mocked(hydrateIsland).mock.calls.map(([element]) => element.getAttribute('data-island-id'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string): void {
  document.body.innerHTML = html;
  screenWatchers.length = 0;
  jest.mocked(hydrateIsland).mockClear();
  scheduleIslands(document, CONTEXT);
}

function comeNear(index: number): void {
  screenWatchers[index]?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

describe('scheduleIslands', () => {
  it('hydrates a visible island as it comes near the screen, each on its own, once', async () => {
    page(`
      <div data-island="contact-form" data-island-id="contact" data-hydrate="visible" data-props="{}"><input></div>
      <div data-island="newsletter-form" data-island-id="footer" data-props="{}"><input></div>`);
    await settle();
    expect(hydrated()).toEqual([]);

    comeNear(1);
    await settle();
    expect(hydrated()).toEqual(['footer']);
    comeNear(1);
    comeNear(0);
    await settle();
    expect(hydrated()).toEqual(['footer', 'contact']);
  });

  it('hydrates an island at once when something in it is focused or pressed, before it comes near', async () => {
    page(`
      <div data-island="contact-form" data-island-id="contact" data-props="{}"><input id="name"></div>
      <div data-island="newsletter-form" data-island-id="footer" data-props="{}"><button>Subscribe</button></div>`);
    (document.getElementById('name') as HTMLInputElement).focus();
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(hydrated()).toEqual(['contact', 'footer']);
  });

  it('hydrates an idle island when the browser is idle, without waiting for the screen', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    page(`<div data-island="video-facade" data-island-id="video" data-hydrate="idle" data-props="{}"></div>`);
    await settle();
    expect(hydrated()).toEqual([]);
    expect(screenWatchers).toHaveLength(0);

    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    await settle();
    expect(hydrated()).toEqual(['video']);
  });

  it('holds a click or a submit made in an island before it hydrated, and does the last one again once it has', async () => {
    let finishHydration = () => undefined as void;
    jest.mocked(hydrateIsland).mockImplementationOnce(() => new Promise<void>((resolve) => (finishHydration = resolve)));
    page(`<div data-island="map-facade" data-island-id="map" data-props="{}"><a href="#map">Show Map</a></div>`);
    const clicks: boolean[] = [];
    document.body.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.click();
    link.click();
    await settle();
    expect(hydrated()).toEqual(['map']);
    expect(clicks).toEqual([]);

    finishHydration();
    await settle();
    expect(clicks).toEqual([false]);
    link.click();
    expect(clicks).toEqual([false, false]);
  });
});
