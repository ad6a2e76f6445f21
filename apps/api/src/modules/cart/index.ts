// The front door of the cart module (decision 066): all that other modules and the rest of src/ may import.
export type { TCartRow } from './cart.repository.js';
export {
  deleteBoughtCartLines,
  deleteCartLine,
  deleteCartLinesOfProduct,
  findCartLine,
  findCartPromo,
  listCartRows,
  setCartPromo,
  updateCartLineCounts,
  upsertCartLines,
} from './cart.repository.js';
