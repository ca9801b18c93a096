import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for what the user would see: a screen's first render loads its lazily imported code,
// which on a busy machine (a second test run beside this one) takes longer than Testing Library's 1 s default:
// a file's first list still showed its placeholders after 10 s at a load of 11 on two cores.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
