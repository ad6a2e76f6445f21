import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../lib/clock.js';
import { defineCall } from '../../lib/define-call.js';
import { getProductOrFail, toCatalogueItem } from '../catalogue/index.js';
import { deleteFavourite, insertFavourite, listFavouriteCards } from './favourites.repository.js';

export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineCall(app, 'users/addFavourites', async ({ body, user }) => {
    const product = await getProductOrFail(ctx, body.module, body.planId);
    await insertFavourite(ctx.db, user.id, product.id, isoNow(ctx.clock));
    return { data: null, message: 'Added to your wishlist' };
  });

  defineCall(app, 'users/listFavourites', async ({ user, language }) => {
    const rows = await listFavouriteCards(ctx.db, user.id);
    return { data: rows.map((row) => toCatalogueItem(row, language)) };
  });

  defineCall(app, 'users/removeFavourites', async ({ body, user }) => {
    const product = await getProductOrFail(ctx, body.module, body.planId);
    await deleteFavourite(ctx.db, user.id, product.id);
    return { data: null, message: 'Removed from your wishlist' };
  });
}
