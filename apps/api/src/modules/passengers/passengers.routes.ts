import { PASSENGER_MESSAGES } from '@rihla/shared/messages/passengers';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { defineOperatorCall } from '../operators/index.js';
import {
  getPassengerForm,
  revealBookingPassengers,
  saveBookingPassengers,
  savePassengers,
  setPassengerForm,
  viewBookingPassengers,
  viewPassengers,
} from './passengers.service.js';

/** Who is travelling (issue 36, decision 092): the shopper's calls and the back office's. */
export async function passengersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineCall(app, 'users/viewPassengers', async ({ body, user }) => ({
    data: await viewPassengers(ctx, user, body.reference),
  }));
  defineCall(app, 'users/savePassengers', async ({ body, user }) => ({
    data: await savePassengers(ctx, user, body),
    message: PASSENGER_MESSAGES.saved,
  }));
  defineOperatorCall(app, 'operator/getPassengerForm', async ({ body }) => ({
    data: await getPassengerForm(ctx, body.id),
  }));
  defineOperatorCall(app, 'operator/setPassengerForm', async ({ body, operator }) => ({
    data: await setPassengerForm(ctx, operator, body),
    message: PASSENGER_MESSAGES.formSaved,
  }));
  defineOperatorCall(app, 'operator/viewBookingPassengers', async ({ body }) => ({
    data: await viewBookingPassengers(ctx, body.reference),
  }));
  defineOperatorCall(app, 'operator/revealBookingPassengers', async ({ body, operator }) => ({
    data: await revealBookingPassengers(ctx, operator, body.reference),
  }));
  defineOperatorCall(app, 'operator/saveBookingPassengers', async ({ body, operator }) => ({
    data: await saveBookingPassengers(ctx, operator, body),
    message: PASSENGER_MESSAGES.saved,
  }));
}
