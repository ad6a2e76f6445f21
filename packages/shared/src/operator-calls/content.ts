import { z } from 'zod';
import { ZEmptyRequest } from '../schemas/common.js';
import { ZUploadPictureData, ZUploadPictureRequest } from '../schemas/operator-catalogue.js';
import * as con from '../schemas/operator-content.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

const ZNothing = z.object({});

/** The content calls (issue 17): banners, blog posts and the home page's curation. */
export const CONTENT_CALLS = {
  'operator/listBanners': read(
    'content.write',
    ZEmptyRequest,
    con.ZListBannersData,
    'Every banner in its order, with its dates and whether it shows today',
  ),
  'operator/createBanner': write('content.write', con.ZCreateBannerRequest, con.ZOperatorBanner, 'A new banner, last'),
  'operator/updateBanner': write(
    'content.write',
    con.ZUpdateBannerRequest,
    con.ZOperatorBanner,
    'Change a banner: picture, alternative text, link, dates',
  ),
  'operator/deleteBanner': write('content.write', con.ZContentIdRequest, ZNothing, 'Remove a banner'),
  'operator/reorderBanners': write(
    'content.write',
    con.ZReorderBannersRequest,
    con.ZListBannersData,
    'Put the banners in a new order',
  ),
  'operator/listBlogPosts': read(
    'content.write',
    ZEmptyRequest,
    con.ZListBlogPostsData,
    'Every blog post, drafts too, newest first',
  ),
  'operator/getBlogPost': read('content.write', con.ZContentIdRequest, con.ZOperatorBlog, 'One blog post'),
  'operator/createBlogPost': write(
    'content.write',
    con.ZCreateBlogPostRequest,
    con.ZOperatorBlog,
    'A new blog post, a draft unless published at once',
  ),
  'operator/updateBlogPost': write(
    'content.write',
    con.ZUpdateBlogPostRequest,
    con.ZOperatorBlog,
    'Change a blog post: title, picture, content',
  ),
  'operator/publishBlogPost': write(
    'content.write',
    con.ZContentIdRequest,
    con.ZOperatorBlog,
    'Show a post to shoppers',
  ),
  'operator/unpublishBlogPost': write(
    'content.write',
    con.ZContentIdRequest,
    con.ZOperatorBlog,
    'Hide a post from shoppers (back to draft)',
  ),
  'operator/getHomeCuration': read(
    'content.write',
    ZEmptyRequest,
    con.ZHomeCurationData,
    'The products of Trending Now and Discover Fun UAE, in order',
  ),
  'operator/setHomeList': write(
    'content.write',
    con.ZSetHomeListRequest,
    con.ZHomeCurationData,
    'Set the products of Trending Now or Discover Fun UAE, in order',
  ),
  'operator/uploadContentPicture': write(
    'content.write',
    ZUploadPictureRequest,
    ZUploadPictureData,
    'Store a banner or blog picture (checked from its bytes and re-encoded)',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
