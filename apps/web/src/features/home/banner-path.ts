/** The path after the host of a banner's pageUrl (banners navigate inside the app, SPEC section 2 Home). */
export function bannerPath(pageUrl: string): string {
  try {
    const url = new URL(pageUrl, window.location.origin);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
