import { useState, type FormEvent } from 'react';
import { isValidEmail, sanitizeInput } from '../rules/auth-input.ts';
import { sendPasswordReset } from '../stores/account.ts';
import ErrorSummary from './ErrorSummary.tsx';
import TextField from './TextField.tsx';
import type { AuthFormText } from './text.ts';
import { useSubmitCycle } from './use-submit-cycle.ts';

export interface ForgotPasswordFormProps {
  text: AuthFormText;
  email: string;
  /** Where the recovery link leads back to (`/auth`, with `?next=`). */
  redirectTo: string;
  onSent: (email: string) => void;
  onBack: (email: string) => void;
}

/** "Reset your password": one address, then the same answer whether or not it has an account. */
export default function ForgotPasswordForm({ text, email: initial, redirectTo, onSent, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<{ message: string; field: boolean }>();
  const { busy, summaryRef, refused, send } = useSubmitCycle(text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = sanitizeInput(email);
    setEmail(address);
    if (!isValidEmail(address)) {
      setError({ message: text['auth.error.email'], field: true });
      refused();
      return;
    }
    const refusal = await send(() => sendPasswordReset(address, redirectTo));
    if (refusal === undefined) onSent(address);
    else setError({ message: refusal, field: false });
  };

  return (
    <div data-state="forgot" className="space-y-5">
      <h2 id="auth-heading" className="text-2xl font-bold text-slate-900">
        {text['auth.heading.forgot']}
      </h2>
      <p className="text-slate-700">{text['auth.forgot.intro']}</p>
      {error && (
        <ErrorSummary
          title={text['auth.error.summary']}
          items={[{ message: error.message, ...(error.field ? { fieldId: 'auth-email' } : {}) }]}
          summaryRef={summaryRef}
        />
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-labelledby="auth-heading">
        <TextField
          id="auth-email"
          name="email"
          type="email"
          label={text['auth.email']}
          value={email}
          onValueChange={setEmail}
          errors={error?.field ? [error.message] : undefined}
          errorPrefix={text['auth.errorPrefix']}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <button type="submit" aria-disabled={busy || undefined} className="btn-primary w-full">
          {busy ? text['auth.busy.forgot'] : text['auth.submit.forgot']}
        </button>
      </form>
      <p className="text-center">
        <button type="button" onClick={() => onBack(email)} className="rounded font-semibold text-brand-700 underline">
          {text['auth.forgot.back']}
        </button>
      </p>
    </div>
  );
}
