/**
 * Where the learner's progress stands with the account (`$progressSync`, see `SyncStatus`): set
 * by the sync engine (`progress-sync.ts`), read by the status line and the pages that wait for
 * the account's answer. A store of its own, so the engine and the code that starts it
 * (`progress-status.ts`) both build on it without importing each other.
 */
import { atom } from 'nanostores';
import type { SyncStatus } from '../rules/progress-known.ts';

export type { SyncStatus };

export const $progressSync = atom<SyncStatus>('unknown');
