import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { putShopInPage, testShop } from './fixtures';
import { stubApi } from './stub-api';

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
