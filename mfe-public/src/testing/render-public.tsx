import { type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DEFAULT_COMPANY_PROFILE } from '@app/contracts';
import { type ApiStub, renderWithProviders, stubApi, type StubRoute } from '@app/web/testing';
import PublicApp from '../app/public-app';

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

/** The whole remote at `path`, as the shell mounts it. */
export function renderPublicApp(path: string) {
  stubScrolling();
  return renderWithProviders(path, <PublicApp />);
}

/** One page at `path`, matched by `pattern` (for pages that read route parameters). */
export function renderPage(path: string, page: ReactElement, pattern = path.split('?')[0]) {
  return renderWithProviders(
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
  stub.mockImplementation(
    (input, init) => new Promise((resolve, reject) => held.push(() => void answer(input, init).then(resolve, reject))),
  );
  return () => held.splice(0).forEach((release) => release());
}
