import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi } from './stub-api';

// Component tests never reach a real server: a call no test answered gets 'No canned answer for <call>'.
beforeEach(() => {
  stubApi();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
