import { ZEmptyRequest } from '../schemas/common.js';
import * as pages from '../schemas/content-pages.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** The Pages desk (issue 37, decision 112): the policies and the help page, each language side by side. */
export const PAGE_CALLS = {
  'operator/listPages': read(
    'pages.write',
    ZEmptyRequest,
    pages.ZListPagesData,
    'The policies and the help page, each with how many texts have no Arabic',
  ),
  'operator/getPage': read(
    'pages.write',
    pages.ZPageSlugRequest,
    pages.ZOperatorPage,
    'One page: every text in English and in Arabic',
  ),
  'operator/updatePage': write(
    'pages.write',
    pages.ZUpdatePageRequest,
    pages.ZOperatorPage,
    'Change texts of a page in either language; shoppers see them at once',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
