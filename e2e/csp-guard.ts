import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// Every browser test fails if a page it opened broke the content security policy.
afterEach(() => {
  expect(takeCspViolations(), 'content security policy violations').toEqual([]);
});
