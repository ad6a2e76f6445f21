// The server answers 404 for any path that is no page of the app (issue 14); it learns the pages from the shared
// list, which must name exactly the routes this router has.
import { isWebPagePath, WEB_PAGE_PATHS } from '@rihla/shared/rules/navigation';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './router';

function pathsOf(routes: RouteObject[], base: string): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? base : route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
    const own = route.index || (route.path && !route.children) ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('the pages of the web app', () => {
  it('are the shared list of page paths, the catch-all aside', () => {
    const routed = pathsOf(ROUTES, '/').filter((path) => !path.endsWith('*'));
    expect([...routed].sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });

  it('are matched as the router matches them', () => {
    expect(isWebPagePath('/')).toBe(true);
    expect(isWebPagePath('/cart/')).toBe(true);
    expect(isWebPagePath('/productfilterpage')).toBe(true);
    expect(isWebPagePath('/detail/picnic/some-id')).toBe(true);
    expect(isWebPagePath('/detail/picnic')).toBe(false);
    expect(isWebPagePath('/detail/picnic/a/b')).toBe(false);
    expect(isWebPagePath('/nothing-here')).toBe(false);
    // The back office (its own page, admin.html) answers every path under /admin with its own router.
    expect(isWebPagePath('/admin')).toBe(true);
    expect(isWebPagePath('/Admin/staff/')).toBe(true);
    expect(isWebPagePath('/administrator')).toBe(false);
  });
});
