export { findAnyBlog, findBlog, insertBlog, listAllBlogs, updateBlog } from './blog.repository.js';
export { blogRoutes } from './blog.routes.js';
