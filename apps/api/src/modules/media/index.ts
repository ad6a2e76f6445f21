// The front door of the media module (decision 066): all that other modules and the rest of src/ may import.
export { demoPictureCacheDir, warmDemoPictureCache } from './demo-picture-cache.js';
export { mediaRoutes } from './media.routes.js';
export { storePictureFile, uploadIdOf, uploadsDir } from './picture-files.js';
