import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSavedResponses } from '../lib/offline/saved-responses.ts';
import { clearSession } from '../lib/session.ts';

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  clearSession();
  clearSavedResponses();
  window.sessionStorage.clear();
});
