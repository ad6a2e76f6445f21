import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { logIn, logOut, registerUser } from './auth.service.js';
import { COUNTRIES } from './countries.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/userRegister', async ({ body }) => {
    await registerUser(app.ctx, body);
    return { data: null, message: 'Your account has been created. Please log in.' };
  });

  defineCall(app, 'users/userLogin', async ({ body }) => {
    const data = await logIn(app.ctx, body);
    return { data, message: 'Logged in successfully' };
  });

  defineCall(app, 'users/logout', async ({ user }) => {
    await logOut(app.ctx, user);
    return { data: null, message: 'Logged out' };
  });

  defineCall(app, 'users/countries', async () => ({ data: [...COUNTRIES] }));
}
