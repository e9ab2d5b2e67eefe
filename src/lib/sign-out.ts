import text from '../i18n/en/auth.json';
import { queueToast, toast } from './toast';

/**
 * Signs out everywhere, then goes home with the "Signed out" toast; on failure shows the
 * "Failed to sign out" toast and stays. Loads supabase-js only when called.
 */
export async function signOutAndGoHome(): Promise<void> {
  try {
    const { getSupabase } = await import('./supabase');
    const { error } = await getSupabase().auth.signOut();
    if (error) throw error;
    queueToast({ title: text['signOut.successTitle'], description: text['signOut.successText'] });
    window.location.assign('/');
  } catch (error) {
    console.error('Sign out failed', error);
    toast({ title: text['signOut.errorTitle'], description: text['signOut.errorText'], variant: 'destructive' });
  }
}
