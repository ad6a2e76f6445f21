// The front door of the blog module (decision 066): all that other modules and the rest of src/ may import.
export {
  BLOG_ARABIC_COLUMNS,
  findAnyBlog,
  findBlog,
  insertBlog,
  listAllBlogs,
  updateBlog,
} from './blog.repository.js';
export { blogRoutes } from './blog.routes.js';
