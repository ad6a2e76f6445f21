/** The content desk's messages (issue 17): banners, blog posts, the home page's curation. */
export const CONTENT_MESSAGES = {
  bannerNotFound: 'No such banner',
  bannersChanged: 'The banners have changed since this page loaded: reload it and order them again',
  blogNotFound: 'No such blog post',
  productsNotFound: 'Some of these products do not exist or are not published',
} as const;
