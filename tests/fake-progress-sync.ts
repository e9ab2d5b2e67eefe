import { vi } from 'vitest';
import type { LearningProgress } from '../src/progress/rules/progress-rules.ts';
import { $progressSync } from '../src/progress/stores/keep-in-account.ts';

/**
 * A stand-in for the sync engine (`src/progress/stores/progress-sync.ts`) in island tests: it answers at
 * once as an account holding this device's progress would (`saved`), unless a test sets
 * `$progressSync` itself (to `checking`, say, and later to `saved`). Use it with
 * `vi.mock('…/progress/stores/progress-sync', async () => (await import('…/tests/fake-progress-sync')).fakeProgressSync)`.
 */
export const fakeProgressSync = {
  startProgressSync: vi.fn(() => {
    if ($progressSync.get() === 'unknown') $progressSync.set('saved');
  }),
  flushProgress: vi.fn(async () => true),
  keepDeviceProgress: vi.fn(),
  accountCopy: vi.fn((): LearningProgress | undefined => undefined),
};
