import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests, takeEarlyResponse } from './early-requests.ts';

const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify({ url }))),
);

/** Loads the app at `pathname` with the given session hint cookie. */
function load(pathname: string, hint: string | null) {
  vi.stubGlobal('document', { cookie: hint === null ? '' : `session_hint=${hint}` });
  vi.stubGlobal('window', { location: { pathname } });
  startEarlyRequests(pathname);
}

const started = () => fetchMock.mock.calls.map(([url, init]) => [url, init?.credentials]);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('early requests', () => {
  it('starts a public plan page’s only request, without credentials, when no session exists', () => {
    load('/plans/42', '0');
    expect(started()).toEqual([['/api/plans/public/42', 'omit']]);
    expect(takeEarlyResponse('/api/plans/public/42')).not.toBeNull();
    // Taken once: a later load asks again.
    expect(takeEarlyResponse('/api/plans/public/42')).toBeNull();
  });

  it('starts the access list and the plan for a user session, nothing for a staff one', () => {
    load('/plans/42/', '1');
    expect(started()).toEqual([
      ['/api/users/my-accessible-plans', 'same-origin'],
      ['/api/plans/42', 'same-origin'],
    ]);
    fetchMock.mockClear();
    load('/plans/43', '3');
    load('/plans/44', '2');
    expect(started()).toEqual([]);
  });

  it('starts nothing for other pages, plan ids that cannot exist, or without the hint', () => {
    for (const path of [
      '/',
      '/me',
      '/example-plan-1',
      '/plans/abc',
      '/plans/0',
      '/plans/12345678901',
      '/plans/',
    ]) {
      load(path, '0');
    }
    load('/plans/42', null);
    expect(started()).toEqual([]);
  });

  it('gives the response only while the page is still on the path it loaded with', () => {
    load('/plans/42', '0');
    vi.stubGlobal('window', { location: { pathname: '/me' } });
    expect(takeEarlyResponse('/api/plans/public/42')).toBeNull();
  });
});
