/** jsdom has no IntersectionObserver: this one records each watcher, so a test says when its place comes near. */
export const screenWatchers: IntersectionObserverCallback[] = [];

class ScreenWatcherStub {
  constructor(callback: IntersectionObserverCallback) {
    screenWatchers.push(callback);
  }
  observe() {}
  disconnect() {}
}

window.IntersectionObserver = ScreenWatcherStub as unknown as typeof IntersectionObserver;
