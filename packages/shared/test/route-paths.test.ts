import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRouteKey, appRouteOf, isAppRoute } from '../src/route-paths.ts';

describe('isAppRoute', () => {
  it('knows every page of the app, with a trailing slash and in any case', () => {
    for (const route of Object.values(APP_ROUTES)) {
      const path = route.replace(':planId', '42');
      expect(isAppRoute(path), path).toBe(true);
      expect(isAppRoute(`${path}/`), `${path}/`).toBe(true);
      expect(isAppRoute(path.toUpperCase()), path.toUpperCase()).toBe(true);
    }
  });

  it('refuses every other path', () => {
    for (const path of [
      '',
      '/nope',
      '/plans',
      '/plans/',
      '/plans/1/2',
      // A plan id is a number: anything else names no plan there could be.
      '/plans/abc',
      '/plans/12abc',
      '/me/x',
      '/path-x',
      '/admin/x',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe('appRouteOf', () => {
  it('names the page each path is, and null for not-found', () => {
    for (const [key, route] of Object.entries(APP_ROUTES) as Array<[AppRouteKey, string]>) {
      expect(appRouteOf(route.replace(':planId', '7')), route).toBe(key);
    }
    expect(appRouteOf('/Plans/123/')).toBe('plan');
    expect(appRouteOf('/plans/abc')).toBeNull();
    expect(appRouteOf('/example-plan-3')).toBeNull();
  });
});
