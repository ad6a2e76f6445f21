import { PRODUCT_PICTURE_BODY_LIMIT } from '@rihla/shared/schemas/operator-catalogue';
import { BLOG_HTML_MAX } from '@rihla/shared/schemas/operator-content';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import {
  createBanner,
  createBlogPost,
  deleteBanner,
  getBlogPost,
  getHomeCuration,
  listBanners,
  listBlogPosts,
  reorderBanners,
  setBlogPublished,
  setHomeList,
  updateBanner,
  updateBlogPost,
  uploadContentPicture,
} from './content-desk.service.js';

/** A blog post's HTML may be longer than the app's JSON limit; JSON escaping can double its bytes. */
const BLOG_BODY = { bodyLimit: 4 * BLOG_HTML_MAX + 16 * 1024 };
/** The picture call's body: the largest base64 the schema accepts, and room for the JSON around it. */
const PICTURE_BODY = { bodyLimit: PRODUCT_PICTURE_BODY_LIMIT };

/** The content calls (issue 17): banners, blog posts, the home page's curation (operator-calls/content.ts). */
export async function contentDeskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineOperatorCall(app, 'operator/listBanners', async () => ({ data: await listBanners(ctx) }));
  defineOperatorCall(app, 'operator/createBanner', async ({ body, operator }) => ({
    data: await createBanner(ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/updateBanner', async ({ body, operator }) => ({
    data: await updateBanner(ctx, operator, body.id, body.fields),
  }));
  defineOperatorCall(app, 'operator/deleteBanner', async ({ body, operator }) => ({
    data: await deleteBanner(ctx, operator, body.id),
  }));
  defineOperatorCall(app, 'operator/reorderBanners', async ({ body, operator }) => ({
    data: await reorderBanners(ctx, operator, body.ids),
  }));

  defineOperatorCall(app, 'operator/listBlogPosts', async () => ({ data: await listBlogPosts(ctx) }));
  defineOperatorCall(app, 'operator/getBlogPost', async ({ body }) => ({ data: await getBlogPost(ctx, body.id) }));
  defineOperatorCall(
    app,
    'operator/createBlogPost',
    async ({ body, operator }) => ({
      data: await createBlogPost(ctx, operator, body),
    }),
    BLOG_BODY,
  );
  defineOperatorCall(
    app,
    'operator/updateBlogPost',
    async ({ body, operator }) => ({
      data: await updateBlogPost(ctx, operator, body.id, body.fields),
    }),
    BLOG_BODY,
  );
  defineOperatorCall(app, 'operator/publishBlogPost', async ({ body, operator }) => ({
    data: await setBlogPublished(ctx, operator, body.id, true),
  }));
  defineOperatorCall(app, 'operator/unpublishBlogPost', async ({ body, operator }) => ({
    data: await setBlogPublished(ctx, operator, body.id, false),
  }));

  defineOperatorCall(app, 'operator/getHomeCuration', async () => ({ data: await getHomeCuration(ctx) }));
  defineOperatorCall(app, 'operator/setHomeList', async ({ body, operator }) => ({
    data: await setHomeList(ctx, operator, body),
  }));

  defineOperatorCall(
    app,
    'operator/uploadContentPicture',
    async ({ body, operator }) => ({
      data: await uploadContentPicture(ctx, operator, body.data),
    }),
    PICTURE_BODY,
  );
}
