export { seoRoutes } from './seo.routes.js';
export { buildPageHead, notFoundHead, pageHeadTags, pageKeyOf, withHead } from './seo-head.js';
