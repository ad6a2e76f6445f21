// The front door of the seo module (decision 066): all that other modules and the rest of src/ may import.
export { seoRoutes } from './seo.routes.js';
export {
  buildPageHead,
  notFoundHead,
  pageHeadTags,
  pageKeyOf,
  privatePageDescription,
  withHead,
} from './seo-head.js';
