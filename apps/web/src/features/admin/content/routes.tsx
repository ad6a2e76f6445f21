import type { RouteObject } from 'react-router';
import { BannersPage } from './banners-page';
import { BlogEditorPage, BlogListPage } from './blog-pages';
import { ContentLayout } from './content-layout';
import { HomeCurationPage } from './home-curation-page';
import { PageEditorPage, PagesListPage } from './pages-desk';

/** The back office's screens for banners, blog posts and the home page's curation, inside the signed-in area under /admin. */
export const CONTENT_ROUTES: RouteObject[] = [
  {
    path: 'content',
    Component: ContentLayout,
    children: [
      { index: true, Component: BannersPage },
      { path: 'blog', Component: BlogListPage },
      { path: 'blog/:id', Component: BlogEditorPage },
      { path: 'home', Component: HomeCurationPage },
    ],
  },
];

/** The Pages desk (decision 112): the policies and the help page in both languages, owners and managers. */
export const PAGES_ROUTES: RouteObject[] = [
  { path: 'pages', Component: PagesListPage },
  { path: 'pages/:page', Component: PageEditorPage },
];
