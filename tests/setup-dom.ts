import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for the state a test asserts; on a busy 2-core machine a render
// can take longer than Testing Library's default of one second, so they wait up to ten.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lays nothing out, so it has no scrolling: the player's scroll to a new slide does nothing here.
Element.prototype.scrollIntoView ??= () => {};
