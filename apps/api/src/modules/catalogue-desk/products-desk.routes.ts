import { PRODUCT_FIELDS_BODY_LIMIT, PRODUCT_PICTURE_BODY_LIMIT } from '@rihla/shared/schemas/operator-catalogue';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.js';
import { defineOperatorCall } from '../operators/index.js';
import {
  createProduct,
  duplicateProduct,
  getProduct,
  listProducts,
  previewProduct,
  setPublished,
  updateProduct,
  uploadPicture,
} from './products-desk.service.js';

/** The catalogue desk's product calls (issue 17): operator-calls/catalogue.ts in packages/shared. */
export async function productsDeskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/listProducts', async ({ body }) => ({ data: await listProducts(ctx, body) }));
  defineOperatorCall(app, 'operator/getProduct', async ({ body }) => ({ data: await getProduct(ctx, body.id) }));
  defineOperatorCall(app, 'operator/previewProduct', async ({ body, request }) => ({
    data: await previewProduct(ctx, body.id, requestLanguage(request)),
  }));
  const fieldsBody = { bodyLimit: PRODUCT_FIELDS_BODY_LIMIT };
  defineOperatorCall(
    app,
    'operator/createProduct',
    async ({ body, operator }) => ({ data: await createProduct(ctx, operator, body), message: 'Product created' }),
    fieldsBody,
  );
  defineOperatorCall(
    app,
    'operator/updateProduct',
    async ({ body, operator }) => ({ data: await updateProduct(ctx, operator, body), message: 'Product saved' }),
    fieldsBody,
  );
  defineOperatorCall(app, 'operator/duplicateProduct', async ({ body, operator }) => ({
    data: await duplicateProduct(ctx, operator, body.id),
    message: 'Product copied',
  }));
  defineOperatorCall(app, 'operator/setPublished', async ({ body, operator }) => ({
    data: await setPublished(ctx, operator, body),
    message: body.published ? 'Product published' : 'Product unpublished',
  }));
  defineOperatorCall(
    app,
    'operator/uploadPicture',
    async ({ body, operator }) => ({ data: await uploadPicture(ctx, operator, body.data) }),
    { bodyLimit: PRODUCT_PICTURE_BODY_LIMIT },
  );
}
