export { demoPictureCacheDir, warmDemoPictureCache } from './demo-picture-cache.js';
export { mediaRoutes } from './media.routes.js';
export { storePictureFile, uploadIdOf, uploadsDir } from './picture-files.js';
