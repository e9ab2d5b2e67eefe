/**
 * The sync record: whose progress this device holds and the account's last answer to it,
 * under `vault-club:progress-sync` as
 * `{ "owner": "<user id>" | null, "confirmed": "<canonical text of the account's last answer>" | null }`
 * (see `progress-sync.ts`). Storage that fails never throws.
 */

/** The key of the sync record. */
export const SYNC_KEY = 'vault-club:progress-sync';

/** Whose progress is on this device, and the account's last answer to it (canonical text). */
export interface SyncRecord {
  owner: string | null;
  confirmed: string | null;
}

/** The record, or an empty one when there is none or it cannot be read. */
export function readRecord(storage: () => Storage): SyncRecord {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(SYNC_KEY) ?? 'null');
    const { owner, confirmed } = (parsed ?? {}) as Record<string, unknown>;
    return { owner: typeof owner === 'string' ? owner : null, confirmed: typeof confirmed === 'string' ? confirmed : null };
  } catch {
    return { owner: null, confirmed: null };
  }
}

/** Stores the record (a failure is logged). */
export function writeRecord(storage: () => Storage, record: SyncRecord): void {
  try {
    storage().setItem(SYNC_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('Could not use the browser storage for', SYNC_KEY, error);
  }
}

/** Removes progress and the sync record from this browser, given how to reset progress. */
export function forget(deps: { resetProgress: () => void; storage: () => Storage }): void {
  deps.resetProgress();
  try {
    deps.storage().removeItem(SYNC_KEY);
  } catch {
    // Nothing stored, or storage unavailable: nothing to remove.
  }
}
