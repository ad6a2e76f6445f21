// The front door of the favourites module (decision 066): all that other modules and the rest of src/ may import.
export { isFavourite } from './favourites.repository.js';
export { favouritesRoutes } from './favourites.routes.js';
