import type { CONTENT_CALLS } from '@rihla/shared/operator-calls/content';
import type { TMatrixArea } from './fixture.js';

const banner = () => ({
  imageUrl: '/media/demo/beach-12-wide.webp',
  alt: 'A beach at sunset',
  pagePath: '/ProductFilterPage?category=Holidays',
  activeFrom: '2026-12-01',
  activeUntil: '2026-12-31',
});
const post = () => ({ title: 'Matrix post', image: '/media/demo/beach-12-wide.webp', content: '<p>Hello</p>' });

/** The content calls' fixtures: banners, blog posts, the home page's curation. */
export const CONTENT_MATRIX: TMatrixArea<typeof CONTENT_CALLS> = {
  fixtures: {
    'operator/listBanners': () => ({}),
    'operator/createBanner': banner,
    'operator/updateBanner': () => ({ id: 'no-such-banner', fields: banner() }),
    'operator/deleteBanner': () => ({ id: 'no-such-banner' }),
    'operator/reorderBanners': () => ({ ids: ['no-such-banner'] }),
    'operator/listBlogPosts': () => ({}),
    'operator/getBlogPost': () => ({ id: 'no-such-post' }),
    'operator/createBlogPost': () => ({ fields: post() }),
    'operator/updateBlogPost': () => ({ id: 'no-such-post', fields: { title: 'Renamed' } }),
    'operator/publishBlogPost': () => ({ id: 'no-such-post' }),
    'operator/unpublishBlogPost': () => ({ id: 'no-such-post' }),
    'operator/getHomeCuration': () => ({}),
    'operator/setHomeList': () => ({ list: 'trendingNow', productIds: ['no-such-product'] }),
    'operator/uploadContentPicture': () => ({ data: 'AAAA' }),
  },
  fuzzSeeds: {
    'operator/listBanners': () => [{}],
    'operator/createBanner': () => [banner(), { ...banner(), pagePath: '//evil.example/' }],
    'operator/updateBanner': () => [{ id: 'no-such-banner', fields: { ...banner(), activeFrom: null } }],
    'operator/deleteBanner': () => [{ id: 'no-such-banner' }],
    'operator/reorderBanners': () => [{ ids: ['no-such-banner', 'another'] }],
    'operator/listBlogPosts': () => [{}],
    'operator/getBlogPost': () => [{ id: 'no-such-post' }],
    'operator/createBlogPost': () => [{ fields: post(), publish: true }],
    'operator/updateBlogPost': () => [{ id: 'no-such-post', fields: { content: '<script>x</script>' } }],
    'operator/publishBlogPost': () => [{ id: 'no-such-post' }],
    'operator/unpublishBlogPost': () => [{ id: 'no-such-post' }],
    'operator/getHomeCuration': () => [{}],
    'operator/setHomeList': () => [{ list: 'discoverUae', productIds: ['no-such-product'] }],
    'operator/uploadContentPicture': () => [{ data: 'AAAA' }],
  },
  tables: ['banners', 'blogs', 'products'],
};
