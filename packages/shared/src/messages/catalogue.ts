/** Texts of the catalogue and the blog: lists, search and the product and article pages. */
export const CATALOGUE_MESSAGES = {
  noDataFound: 'No Data Found',
  // Texts of our own where the specification leaves the server's words open.
  productNotFound: 'This product is not available',
  /** A product the back office has unpublished: its page, cart and checkout say so (decision 034). */
  productUnavailable: 'This product is no longer available',
  blogNotFound: 'This article is not available',
} as const;

/** Texts of the catalogue desk's product calls (decision 034). */
export const CATALOGUE_DESK_MESSAGES = {
  productChanged:
    'Someone else changed this product since you opened it: reload it to see their changes, then make yours again',
  minAboveMax: 'Minimum people cannot be more than maximum people',
  badBase64: 'The picture could not be read: send it as base64',
} as const;
