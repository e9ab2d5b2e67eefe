import { describe, expect, it } from 'vitest';
import { isProgressKnown, type SyncStatus } from './progress-known.ts';

const EVERY_STATUS: SyncStatus[] = ['unknown', 'checking', 'device', 'saving', 'saved', 'offline', 'refused', 'ask'];

describe('isProgressKnown', () => {
  it('is never known before hydration or while the session is read', () => {
    for (const sync of EVERY_STATUS) {
      expect(isProgressKnown(false, 'signed-in', sync)).toBe(false);
      expect(isProgressKnown(false, 'signed-out', sync)).toBe(false);
      expect(isProgressKnown(true, 'loading', sync)).toBe(false);
    }
  });

  it('is known for a signed-out visitor once hydrated: this device’s progress is theirs', () => {
    for (const sync of EVERY_STATUS) expect(isProgressKnown(true, 'signed-out', sync)).toBe(true);
  });

  it('waits for the account’s first answer for a signed-in learner', () => {
    expect(isProgressKnown(true, 'signed-in', 'unknown')).toBe(false);
    expect(isProgressKnown(true, 'signed-in', 'checking')).toBe(false);
    for (const sync of ['saving', 'saved', 'offline', 'refused', 'ask'] as const)
      expect(isProgressKnown(true, 'signed-in', sync)).toBe(true);
  });

  it('shows a new account’s progress from this device at once: the account holds nothing else', () => {
    expect(isProgressKnown(false, 'loading', 'unknown', true)).toBe(false);
    expect(isProgressKnown(true, 'loading', 'unknown', true)).toBe(true);
    for (const sync of ['unknown', 'checking', 'saving', 'saved', 'offline', 'refused'] as const)
      expect(isProgressKnown(true, 'signed-in', sync, true)).toBe(true);
    expect(isProgressKnown(true, 'signed-in', 'ask', true)).toBe(false);
    expect(isProgressKnown(true, 'signed-out', 'device', true)).toBe(true);
  });
});
