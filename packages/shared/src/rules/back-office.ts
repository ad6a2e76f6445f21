/**
 * The back office (issue 17, decision 032): its own area of the web app under /admin, every path under it
 * answered by its own routes. A module of its own, importing nothing: the storefront's entry uses it.
 */
export const BACK_OFFICE_PATH = '/admin';

export function isBackOfficePath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean)[0]?.toLowerCase() === BACK_OFFICE_PATH.slice(1);
}
