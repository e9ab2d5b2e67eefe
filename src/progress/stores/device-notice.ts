/**
 * A visitor who is not signed in and completes something (the open first module, a long-form
 * lesson) is told once, plainly, that it is kept only on this device, with a way to keep it in
 * a free account. Signing up or in afterwards adds it to the account (`progress-sync.ts`).
 */
import { hasStoredSession } from '../../account/rules/auth-storage.ts';

/** Set once the visitor has been told. */
const DEVICE_NOTICE_KEY = 'vault-club:device-progress-told';

/**
 * Whether to tell the visitor now: true the first time a signed-out visitor completes
 * something on this device, false ever after (and always for a signed-in learner). Where the
 * browser keeps nothing, it tells each time: that is when it matters most.
 */
export function takeDeviceProgressNotice(): boolean {
  if (hasStoredSession()) return false;
  try {
    if (window.localStorage.getItem(DEVICE_NOTICE_KEY) !== null) return false;
    window.localStorage.setItem(DEVICE_NOTICE_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: nothing is kept, so the notice is due.
  }
  return true;
}
