// The front door of the booking module (decision 066): all that other modules and the rest of src/ may import.
export type {
  TDepartureOrderRow,
  TDepartureOrdersQuery,
  TOrderWithPayment,
  TReferencedOrder,
} from './booking.repository.js';
export {
  expiredHoldDeparturesQuery,
  extendHeldSeats,
  findCheckoutOfUser,
  findOrderByCheckout,
  findOrderById,
  findOrderByReference,
  findOrderByVoucherCode,
  findOrdersByIds,
  hasConfirmedOrder,
  insertHolds,
  insertPayment,
  listDepartureOrders,
  listDeparturesOfExpiredHolds,
  listHoldsOfCheckout,
  listUserOrders,
  lockSlots,
  setCheckoutPartner,
  setOrderPartnerReference,
} from './booking.repository.js';
export { bookingRoutes } from './booking.routes.js';
export { cancellationOf, lineCancellationOf, ticketsCancellationOf, ticketsCancelledOf } from './cancel-terms.js';
export { addToCart, quoteLine } from './cart-lines.js';
export { lineAnswer } from './cart-view.js';
export type { TCheckoutPassengers } from './checkout-view.js';
export type { TDepartureState } from './departures.js';
export { assertSeatsLeft, holdExpiry, readDayDepartures, readDepartureState, resolveDeparture } from './departures.js';
export { cancelFlow, cancelOutcomeMessage } from './flows/cancel.js';
export { checkoutFlow, readCheckoutHold } from './flows/checkout.js';
export { confirmShopperPayment } from './flows/confirm.js';
export { findPayRefusal, payFlow } from './flows/pay.js';
export { reconcilePayments } from './flows/reconcile.js';
export { oneAtATime } from './one-at-a-time.js';
export { findLiveChangeOfOrder, insertOrderChange } from './order-changes.repository.js';
export { insertOrderEvent } from './order-events.repository.js';
export { refundPartsOf } from './refund-parts.js';
export { seatsChanged, silentSeatsListener, type TSeatsChange, type TSeatsListener } from './seats-changed.js';
export { cancelOrder, type TDepartureNotice } from './steps/cancel-order.js';
export { lockChangeSlots, moveLineSeats, recordLineMove } from './steps/change-departure.js';
export { createOrder, createOrderIn } from './steps/create-order.js';
export type { TPricedLine } from './steps/price-cart.js';
export { isLineOnDeparture, storedLines } from './steps/price-cart.js';
export { recordOffGatewayPayment } from './steps/record-off-gateway-payment.js';
export {
  cancellationRefundFils,
  finishCancelledRefund,
  planOrderRefund,
  refundedByTransaction,
  refundedValueFils,
  refundPayment,
  refundShares,
} from './steps/refund.js';
export {
  cancelTickets,
  leftToRefundFils,
  payPartRefund,
  plannedRefundParts,
  refundAmount,
} from './steps/refund-part.js';
export { abandonCheckout, abandonOpenCheckouts } from './steps/release-seats.js';
export {
  forfeitedGiftCardFils,
  orderRefundedFils,
  orderRefundVatFils,
  orderValueFils,
  orderVatFils,
  paymentPartsOf,
  refundedPartsOf,
} from './steps/spend-balances.js';
export { paymentDescriptionOf, resumeLivePayment } from './steps/start-payment.js';
