import { useState, type FormEvent } from 'react';
import { unmetPasswordRules } from '../rules/password-policy.ts';
import { setNewPassword } from '../stores/account.ts';
import ErrorSummary from './ErrorSummary.tsx';
import PasswordField from './PasswordField.tsx';
import { passwordFieldText, type AuthFormText } from './text.ts';
import { useSubmitCycle } from './use-submit-cycle.ts';

/**
 * "Choose a new password", after a recovery link signed the learner in: the password rules
 * as the hint, each unmet rule as an error, and `onDone` once the new password is saved.
 */
export default function NewPasswordForm({ text, onDone }: { text: AuthFormText; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ message: string; field: boolean }[]>([]);
  const { busy, summaryRef, refused, send } = useSubmitCycle(text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setShown(false);
    const unmet = unmetPasswordRules(password);
    if (unmet.length > 0) {
      setErrors(unmet.map((rule) => ({ message: text[`auth.error.password.${rule}`], field: true })));
      refused();
      return;
    }
    const refusal = await send(() => setNewPassword(password));
    if (refusal === undefined) onDone();
    else setErrors([{ message: refusal, field: false }]);
  };

  const fieldErrors = errors.filter((error) => error.field).map((error) => error.message);
  return (
    <div data-state="new-password" className="space-y-5">
      <h2 id="auth-heading" className="text-2xl font-bold text-slate-900">
        {text['auth.heading.newPassword']}
      </h2>
      {errors.length > 0 && (
        <ErrorSummary
          title={text['auth.error.summary']}
          items={errors.map((error) => ({ message: error.message, ...(error.field ? { fieldId: 'auth-new-password' } : {}) }))}
          summaryRef={summaryRef}
        />
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-labelledby="auth-heading">
        <PasswordField
          id="auth-new-password"
          name="password"
          label={text['auth.newPassword']}
          value={password}
          onValueChange={setPassword}
          hint={text['auth.passwordHint']}
          errors={fieldErrors.length > 0 ? fieldErrors : undefined}
          errorPrefix={text['auth.errorPrefix']}
          autoComplete="new-password"
          shown={shown}
          onShownChange={setShown}
          text={passwordFieldText(text)}
        />
        <button type="submit" aria-disabled={busy || undefined} className="btn-primary w-full">
          {busy ? text['auth.busy.newPassword'] : text['auth.submit.newPassword']}
        </button>
      </form>
    </div>
  );
}
