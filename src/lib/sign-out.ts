import text from '../i18n/en/auth.json';
import { queueToast, toast } from './toast';

/**
 * Signs out everywhere, then goes home with the "Signed out" toast; on failure shows the
 * "Failed to sign out" toast and stays. Loads supabase-js only when called.
 */
export async function signOutAndGoHome(): Promise<void> {
  const { signOut } = await import('../stores/session');
  const failed = await signOut();
  if (failed) {
    console.error('Sign out failed', failed.message);
    toast({ title: text['signOut.errorTitle'], description: text['signOut.errorText'], variant: 'destructive' });
    return;
  }
  queueToast({ title: text['signOut.successTitle'], description: text['signOut.successText'] });
  window.location.assign('/');
}
