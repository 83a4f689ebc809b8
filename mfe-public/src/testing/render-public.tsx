import { type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DEFAULT_COMPANY_PROFILE } from '@app/contracts';
import { type ApiStub, renderWithProviders, stubApi, type StubRoute } from '@app/web/testing';
import PublicApp from '../app/public-app';
import { RouterPageAddress } from '../islands/router-page-address';

export const COMPANY_PROFILE_ROUTE: StubRoute = { method: 'GET', path: '/api/company-profile', body: DEFAULT_COMPANY_PROFILE };

/** stubApi with the company profile always answered. */
export function stubPublicApi(routes: StubRoute[]) {
  return stubApi([...routes, COMPANY_PROFILE_ROUTE]);
}

/** A fetch that never answers, to see loading states. */
export function stubPendingApi() {
  const stub = jest.fn(() => new Promise<Response>(() => undefined));
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

/** jsdom has no scrolling: record the calls instead. */
export function stubScrolling() {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  return { scrollTo, scrollIntoView };
}

/** `element` at `path`, with the page address its islands read (as the server renders them). */
export function renderAt(path: string, element: ReactElement) {
  return renderWithProviders(path, <RouterPageAddress>{element}</RouterPageAddress>);
}

/** The whole public site at `path`, as the server renders it (islands in place) or the browser as a fallback. */
export function renderPublicApp(path: string) {
  stubScrolling();
  return renderAt(path, <PublicApp />);
}

/** One page at `path`, matched by `pattern` (for pages that read route parameters). */
export function renderPage(path: string, page: ReactElement, pattern = path.split('?')[0]) {
  return renderAt(
    path,
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="*" element={<p>Another page</p>} />
    </Routes>,
  );
}

/** Holds every request `stub` receives until the returned function is called, to see pending states. */
export function holdRequests(stub: ApiStub): () => void {
  const answer = stub.getMockImplementation();
  if (!answer) throw new Error('The stub has no implementation');
  const held: Array<() => void> = [];
  stub.mockImplementation((input, init) => new Promise((resolve, reject) => held.push(() => void answer(input, init).then(resolve, reject))));
  return () => held.splice(0).forEach((release) => release());
}
