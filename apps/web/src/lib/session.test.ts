import { act, renderHook } from '@testing-library/react';
import { UserRole } from '@imole/domain/roles';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../test/users.ts';
import {
  clearSession,
  getSession,
  homePathOf,
  routeRoleOf,
  safeRedirect,
  setSession,
  updateSessionUser,
  useSession,
} from './session.ts';

describe('session store', () => {
  it('keeps the session in memory and sessionStorage, never localStorage', () => {
    const user = makeUser();
    setSession({ token: 'abc', tokenExpiry: '2026-03-05T12:15:00Z', user });

    expect(getSession()).toEqual({ token: 'abc', tokenExpiry: '2026-03-05T12:15:00Z', user });
    expect(JSON.parse(window.sessionStorage.getItem('imole.session') ?? 'null')).toEqual(getSession());
    expect(window.localStorage.length).toBe(0);
  });

  it('comes back after a reload from sessionStorage, and ignores anything malformed there', async () => {
    const user = makeUser({ firstname: 'Reloaded' });
    window.sessionStorage.setItem('imole.session', JSON.stringify({ token: 'kept', tokenExpiry: null, user }));
    vi.resetModules();
    const reloaded = await import('./session.ts');
    expect(reloaded.getSession()).toEqual({ token: 'kept', tokenExpiry: null, user });

    window.sessionStorage.setItem('imole.session', '{"token":"x","user":{"id":"1"}}');
    vi.resetModules();
    expect((await import('./session.ts')).getSession()).toBeNull();

    window.sessionStorage.setItem('imole.session', 'not json');
    vi.resetModules();
    expect((await import('./session.ts')).getSession()).toBeNull();
  });

  it('does not keep a refresh token handed to it', () => {
    setSession({ token: 'abc', user: makeUser(), refreshToken: 'secret' } as Parameters<typeof setSession>[0]);
    expect(window.sessionStorage.getItem('imole.session')).not.toContain('secret');
    expect(getSession()).not.toHaveProperty('refreshToken');
  });

  it('updates the user after a profile change and clears everything on sign-out', () => {
    signIn();
    updateSessionUser({ firstname: 'Adaeze', image: 'iVBORw0KGgo=' });
    expect(getSession()?.user).toMatchObject({ firstname: 'Adaeze', lastname: 'Obi', image: 'iVBORw0KGgo=' });

    clearSession();
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.getItem('imole.session')).toBeNull();
  });

  it('re-renders useSession subscribers', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => {
      signIn({ firstname: 'Tunde' });
    });
    expect(result.current?.user.firstname).toBe('Tunde');

    act(() => clearSession());
    expect(result.current).toBeNull();
  });
});

describe('roles and home paths', () => {
  it.each([
    [{ userRole: UserRole.Customer }, 'AUTH', '/dashboard'],
    [{ userRole: UserRole.Support }, 'SUPPORT', '/get-requests'],
    [{ userRole: UserRole.Support, isEngineer: true }, 'SUPPORT', '/installer-profile'],
    [{ userRole: UserRole.Admin }, 'ADMIN', '/get-requests'],
    [{ userRole: UserRole.SalesAgent }, 'SALES_AGENT', '/sales-dashboard'],
    [{ userRole: UserRole.SalesAgent, isCoordinator: true }, 'SALES_AGENT', '/cordinator-dashboard'],
  ] as const)('%j -> %s at %s', (overrides, role, home) => {
    const user = makeUser(overrides);
    expect(routeRoleOf(user)).toBe(role);
    expect(homePathOf(user)).toBe(home);
  });
});

describe('safeRedirect', () => {
  it.each([
    '/dashboard',
    '/request-detail/12',
    '/start-quote?isEditing=1&product=true',
    '/login?redirect=%2Fdashboard',
    '/a:b',
    '/search#top',
  ])('accepts the app path %j', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslashes'],
    ['https://evil.example/dashboard', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['dashboard', 'relative path'],
    ['/\t/evil.example', 'tab the browser would strip'],
    ['/\n/evil.example', 'newline'],
    [' /dashboard', 'leading space'],
    ['', 'empty'],
  ])('refuses %j (%s)', (path) => {
    expect(safeRedirect(path)).toBe('/');
  });

  it('returns the fallback for missing values', () => {
    expect(safeRedirect(null, '/dashboard')).toBe('/dashboard');
    expect(safeRedirect(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard');
  });
});
