// The front door of the shop module (decision 066): all that other modules and the rest of src/ may import.
export { shopRoutes } from './shop.routes.js';
export { loadShop, readPublicShop, readShop, seedShopSettings } from './shop.service.js';
