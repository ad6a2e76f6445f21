/**
 * The pages a shopper lands on (the bench's first-load pages), by their router name, with their
 * module under app/routes. An Arabic page's first load brings only the Arabic texts of the app's shell and of these
 * pages (build/catalogue.ts); every other page waits for the rest of the catalogue with its own code (decision 101).
 */
export const FIRST_PAGES: Record<string, string> = {
  home: 'home',
  detail: 'detail',
  package: 'package',
  filter: 'filter',
};
