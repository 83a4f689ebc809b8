import { isServerRoute, SERVER_ROUTES } from './server-routes';

describe('isServerRoute', () => {
  const routes = SERVER_ROUTES as string[];
  const original = [...routes];
  afterEach(() => routes.splice(0, routes.length, ...original));

  it('matches exact paths and wildcard prefixes, nothing else', () => {
    routes.splice(0, routes.length, 'robots.txt', 'media/{*path}');

    expect(isServerRoute('/robots.txt')).toBe(true);
    expect(isServerRoute('/media/a/b.webp')).toBe(true);
    expect(isServerRoute('/robots.txt/x')).toBe(false);
    expect(isServerRoute('/mediaa')).toBe(false);
    expect(isServerRoute('/blog')).toBe(false);
  });
});
