import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { putShopInPage, testShop } from './fixtures';
import { stubApi } from './stub-api';

// NOTE: a findBy or waitFor waits up to 5 s, not Testing Library's 1 s: `npm test` runs these tests beside the API's
// and the web app's builds (decision 089), where a page can take longer than a second to follow a click.
configure({ asyncUtilTimeout: 5_000 });

// Component tests never reach a real server: a call no test answered gets 'No canned answer for <call>'.
// Every page carries the shop, as the server writes it (a test of a page without it removes it).
beforeEach(() => {
  stubApi();
  putShopInPage(testShop());
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
