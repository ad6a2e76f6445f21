// The front door of the catalogue module (decision 066): all that other modules and the rest of src/ may import.

export { bookingTermsColumns } from './booking-terms.service.js';
export { bookingTermsAnswer } from './booking-terms-answer.js';
export type { TCardRow, TProductArabicColumn, TProductWrite } from './catalogue.repository.js';
export {
  arabicColumnsOf,
  arabicTitlesOf,
  CARD_COLUMNS,
  findProduct,
  findPublishedModule,
  HOME_LIST_RANKS,
  insertProduct,
  listBanners,
  listFeatured,
  listFiltered,
  modulesOnSale,
  publishedProducts,
  searchWordConditions,
  toCatalogueItem,
  toProductDetail,
  updateProduct,
  upsertBanner,
} from './catalogue.repository.js';
export { catalogueRoutes } from './catalogue.routes.js';
export { getProductOrFail } from './catalogue.service.js';
export {
  listDepartureExceptions,
  listOverrides,
  writeDayException,
  writeDepartureException,
} from './departure-exceptions.repository.js';
export type { TBookingProduct, TBookingProductRow } from './product-terms.repository.js';
export {
  BOOKING_PRODUCT_COLUMNS,
  findBookingProductOfModule,
  findBookingProducts,
  toBookingProduct,
} from './product-terms.repository.js';
export { type TTermsArabic, termsArabicOf, ticketLabelIn, whereToBeIn } from './terms-in-language.js';
