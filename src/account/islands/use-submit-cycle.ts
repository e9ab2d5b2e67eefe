import { useEffect, useRef, useState } from 'react';
import type { AuthFailure } from '../stores/account.ts';
import type { AuthFormText } from './text.ts';

/**
 * What every account form does when it is submitted: a busy flag while the server is asked,
 * the error summary taking focus after each refused submit, and a refusal from the server
 * returned for the summary (the one place it is said: no toast repeats it over the form).
 */
export function useSubmitCycle(text: AuthFormText, refusedAtStart = false) {
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(refusedAtStart ? 1 : 0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  /** Call after a refused submit, once its errors are set: the summary takes focus. */
  const refused = () => setRefusals((count) => count + 1);

  /**
   * Asks the server with `action`, busy meanwhile (and after success too when the page is about
   * to leave). Returns the message of a refusal, or undefined when the server agreed.
   */
  const send = async (action: () => Promise<AuthFailure | undefined>, { busyAfterSuccess = false } = {}): Promise<string | undefined> => {
    setBusy(true);
    const failed = await action();
    if (!failed) {
      if (!busyAfterSuccess) setBusy(false);
      return undefined;
    }
    setBusy(false);
    const message = failed.kind === 'network' ? text['auth.error.network'] : failed.message;
    refused();
    return message;
  };

  return { busy, summaryRef, refused, send };
}
