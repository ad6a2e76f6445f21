import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { defineOperatorCall } from '../operators/index.js';
import {
  bookByPhone,
  createCustomer,
  findCustomer,
  getPhoneBooking,
  paidPhoneBooking,
  phoneDepartures,
  quotePhoneBooking,
  recordCashPayment,
  sendPassengerLink,
  sendPaymentLink,
} from './phone-bookings.service.js';

/** Phone and walk-in bookings (issue 18, decision 042; operator-calls/phone-bookings.ts). */
export async function phoneBookingsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/findCustomer', async ({ body }) => ({ data: await findCustomer(ctx, body) }));
  defineOperatorCall(app, 'operator/createCustomer', async ({ body, operator }) => ({
    data: await createCustomer(ctx, operator, body),
    message: PHONE_BOOKING_MESSAGES.customerCreated,
  }));
  defineOperatorCall(app, 'operator/phoneDepartures', async ({ body }) => ({ data: await phoneDepartures(ctx, body) }));
  defineOperatorCall(app, 'operator/quotePhoneBooking', async ({ body }) => ({
    data: await quotePhoneBooking(ctx, body),
  }));
  defineOperatorCall(app, 'operator/bookByPhone', async ({ body, operator }) => ({
    data: await bookByPhone(ctx, operator, body),
    message: PHONE_BOOKING_MESSAGES.booked,
  }));
  defineOperatorCall(app, 'operator/getPhoneBooking', async ({ body }) => ({
    data: await getPhoneBooking(ctx, body.checkoutId),
  }));
  defineOperatorCall(app, 'operator/sendPaymentLink', async ({ body, operator }) => {
    const data = await sendPaymentLink(ctx, operator, body);
    return { data, message: PHONE_BOOKING_MESSAGES.linkSent(body.channel, data.sends.at(-1)?.recipient ?? '') };
  });
  // The payer's confirmation after paying the link, signed in or not (decision 075).
  defineCall(app, 'phoneBookings/paid', async ({ body }) => ({ data: await paidPhoneBooking(ctx, body) }));
  defineOperatorCall(app, 'operator/recordCashPayment', async ({ body, operator }) => ({
    data: await recordCashPayment(ctx, operator, body.checkoutId),
    message: PHONE_BOOKING_MESSAGES.cashRecorded,
  }));
  defineOperatorCall(app, 'operator/sendPassengerLink', async ({ body, operator }) => {
    const data = await sendPassengerLink(ctx, operator, body);
    const recipient = body.channel === 'email' ? data.customer.email : data.customer.phone;
    return { data, message: PHONE_BOOKING_MESSAGES.passengerLinkSent(body.channel, recipient ?? '') };
  });
}
