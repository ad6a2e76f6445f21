// The front door of the pickups module (decision 066): all that other modules and the rest of src/ may import.
export { pickupsRoutes } from './pickups.routes.js';
export {
  keepPickupChoice,
  PICKUP_DATA_ERASER,
  pickupChoiceOf,
  pickupOnDeparture,
  pickupPointsOfProducts,
  pickupsOfOrders,
  seedPickups,
  type TProductPickupPoint,
} from './pickups.service.js';
