import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import {
  logIn,
  logInWithCode,
  logOut,
  registerUser,
  resetPassword,
  sendPhoneCode,
  verifyPhone,
} from './auth.service.js';
import { COUNTRIES } from './countries.js';
import { keepSignupBrowser, signupBrowserOf, signupBrowserOrNew } from './signup-cookie.js';

export interface TAuthRoutesOptions {
  /** The shop's name, which the new account's welcome says (app.ts asks the shop module). */
  shopName: () => Promise<string>;
}

export async function authRoutes(app: FastifyInstance, options: TAuthRoutesOptions): Promise<void> {
  // A sign-up's code is the browser's that sent the details (decision 060): its sign-up cookie goes with each.
  defineCall(app, 'users/userRegister', async ({ body, request, reply, language }) => {
    const browser = signupBrowserOrNew(request);
    const data = await registerUser(app.ctx, body, browser, language);
    keepSignupBrowser(reply, app.ctx.config, browser);
    return { data, message: AUTH_MESSAGES.signupCodeSent };
  });

  defineCall(app, 'users/sendCode', async ({ body, request, language }) => ({
    data: await sendPhoneCode(app.ctx, body, signupBrowserOf(request), language),
    message: body.purpose === 'signup' ? AUTH_MESSAGES.signupCodeSent : AUTH_MESSAGES.codeSent,
  }));

  defineCall(app, 'users/verifyPhone', async ({ body, request }) => ({
    data: await verifyPhone(app.ctx, body, signupBrowserOf(request), options.shopName),
    message: AUTH_MESSAGES.phoneConfirmed,
  }));

  defineCall(app, 'users/loginWithCode', async ({ body }) => ({
    data: await logInWithCode(app.ctx, body),
    message: AUTH_MESSAGES.loggedIn,
  }));

  defineCall(app, 'users/resetPassword', async ({ body }) => {
    await resetPassword(app.ctx, body);
    return { data: null, message: AUTH_MESSAGES.passwordReset };
  });

  defineCall(app, 'users/userLogin', async ({ body, request }) => {
    const data = await logIn(app.ctx, body, request.ip);
    return { data, message: AUTH_MESSAGES.loggedIn };
  });

  defineCall(app, 'users/logout', async ({ user }) => {
    await logOut(app.ctx, user);
    return { data: null, message: 'Logged out' };
  });

  defineCall(app, 'users/countries', async () => ({ data: [...COUNTRIES] }));
}
