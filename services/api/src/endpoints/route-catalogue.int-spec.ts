import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, RESPONSE_PASSTHROUGH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ENDPOINT_CATALOGUE, type EndpointAccess, type HttpMethod, ROLES, type Role, sameAccess } from '@app/contracts';
import { REQUIRED_ROLES } from '../common/roles.decorator';
import { OPTIONAL_SESSION } from '../auth/optional-session.decorator';
import { CATALOGUE_ENTRY } from '../common/endpoint.decorator';
import { IS_PUBLIC_ROUTE } from '../common/public.decorator';
import { createTestApp } from '../testing/test-app';
import { isServerRoute } from '../web/server-routes';

/** `answersItself`: the handler takes the response (@Res() or @Next() without passthrough) and sends the answer itself. */
type Route = { method: HttpMethod; path: string; access: EndpointAccess; declaredWithEndpoint: boolean; answersItself: boolean };

/**
 * Every route Nest registered, with the path a client calls and who the guards let through. The handlers are found as
 * Nest's router finds them (MetadataScanner): a controller's own methods and those it inherits.
 */
function registeredRoutes(app: INestApplication): Route[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype, instance } of module.controllers.values()) {
      if (!metatype || !instance) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        routes.push({
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as HttpMethod,
          path: clientPath(Reflect.getMetadata(PATH_METADATA, metatype), Reflect.getMetadata(PATH_METADATA, handler)),
          access: accessOf(reflector, [handler, metatype]),
          declaredWithEndpoint: Reflect.getMetadata(CATALOGUE_ENTRY, handler) !== undefined,
          answersItself:
            Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, metatype, name) !== true &&
            takesTheResponse(Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name)),
        });
      }
    }
  }
  return routes;
}

/** @Res() or @Next(): without passthrough (@Res({ passthrough: true }), kept apart by Nest) the handler sends the answer. */
function takesTheResponse(args: Record<string, unknown> | undefined): boolean {
  return Object.keys(args ?? {}).some((key) => {
    const type = Number(key.split(':')[0]);
    return type === RouteParamtypes.RESPONSE || type === RouteParamtypes.NEXT;
  });
}

function clientPath(controllerPath: string, handlerPath: string): string {
  const path = `/${[controllerPath, handlerPath].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/');
  return isServerRoute(path) ? path : `/api${path}`;
}

type MetadataTargets = Parameters<Reflector['getAllAndOverride']>[1];

function accessOf(reflector: Reflector, targets: MetadataTargets): EndpointAccess {
  const isOpen = (key: string) => reflector.getAllAndOverride<boolean>(key, targets) === true;
  if (isOpen(IS_PUBLIC_ROUTE) || isOpen(OPTIONAL_SESSION)) return 'public';
  return reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets) ?? ROLES;
}

const describeRoute = ({ method, path, access }: Pick<Route, 'method' | 'path' | 'access'>) =>
  `${method} ${path} (${access === 'public' ? 'public' : [...access].sort().join(', ')})`;

describe('the endpoint catalogue and the routes Nest registers', () => {
  let app: INestApplication;
  let routes: Route[];

  beforeAll(async () => {
    ({ app } = await createTestApp());
    routes = registeredRoutes(app);
  });

  afterAll(() => app.close());

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('has a catalogue entry with the same access for every route', () => {
    const problems = routes.flatMap((route) => {
      const entry = ENDPOINT_CATALOGUE.find((endpoint) => endpoint.method === route.method && endpoint.path === route.path);
      if (!entry) return [`${describeRoute(route)} is missing from the catalogue`];
      if (!sameAccess(entry.access, route.access)) return [`${describeRoute(route)} is guarded otherwise than its catalogue entry (${describeRoute(entry)})`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('answers every route that declares a public change through Nest, so the change is announced before the answer', () => {
    const declaring = routes.filter((route) =>
      ENDPOINT_CATALOGUE.some((entry) => entry.method === route.method && entry.path === route.path && entry.invalidates === 'public'),
    );
    expect(declaring.length).toBeGreaterThanOrEqual(9);
    expect(declaring.filter((route) => route.answersItself).map(describeRoute)).toEqual([]);
  });

  it('declares every route with @Endpoint, so its path and guards come from the catalogue', () => {
    expect(routes.filter((route) => !route.declaredWithEndpoint).map(describeRoute)).toEqual([]);
  });

  it('has a route for every catalogue entry', () => {
    const unserved = ENDPOINT_CATALOGUE.filter((endpoint) => !routes.some((route) => route.method === endpoint.method && route.path === endpoint.path));
    expect(unserved.map(describeRoute)).toEqual([]);
  });
});
