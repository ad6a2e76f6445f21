/** Texts of the catalogue and the blog: lists, search and the product and article pages. */
export const CATALOGUE_MESSAGES = {
  noDataFound: 'No Data Found',
  // Texts of our own where the specification leaves the server's words open.
  productNotFound: 'This product is not available',
  blogNotFound: 'This article is not available',
} as const;
