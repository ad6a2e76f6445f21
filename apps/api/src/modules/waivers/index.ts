// The front door of the waivers module (decision 066): all that other modules and the rest of src/ may import.
// viewBookingWaivers is a booking's waiver state per passenger, for the manifest as for the order page.

export { waiversRoutes } from './waivers.routes.js';
export {
  seedProductWaivers,
  viewBookingWaivers,
  WAIVER_DATA_ERASER,
  waiversOnDeparture,
} from './waivers.service.js';
