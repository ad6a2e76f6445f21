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
