export { isFavourite } from './favourites.repository.js';
export { favouritesRoutes } from './favourites.routes.js';
