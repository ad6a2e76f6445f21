// The front door of the personal-data module (decision 066): all that other modules and the rest of src/ may import.
export {
  eraseExpiredPersonalData,
  erasePersonalDataOfUser,
  PERSONAL_DATA_ERASERS,
} from './personal-data.service.js';
