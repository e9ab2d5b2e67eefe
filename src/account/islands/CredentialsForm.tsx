import { useState, type FormEvent } from 'react';
import { checkAuthForm, type AuthFields, type AuthFormErrors, type AuthMode, type FieldProblem } from '../rules/auth-form.ts';
import { goTo } from '../../shared/rules/navigate.ts';
import { queueToast } from '../../site/rules/toast.ts';
import { signIn, signUp } from '../stores/account.ts';
import ErrorSummary, { type SummaryItem } from './ErrorSummary.tsx';
import FreeAccountIntro, { type OpenLesson } from './FreeAccountIntro.tsx';
import PasswordField from './PasswordField.tsx';
import TextField from './TextField.tsx';
import { passwordFieldText, type AuthFormText } from './text.ts';
import { useSubmitCycle } from './use-submit-cycle.ts';
import { useLang } from '../../shared/islands/lang-context.tsx';

const FIELD_IDS = { name: 'auth-name', email: 'auth-email', password: 'auth-password' } as const;

function problemText(text: AuthFormText, field: keyof AuthFields, problem: FieldProblem): string {
  if (field === 'name') {
    if (problem === 'long') return text['auth.error.nameLong'];
    if (problem === 'invalid') return text['auth.error.nameInvalid'];
    return text['auth.error.nameRequired'];
  }
  if (problem === 'required') return text['auth.error.passwordRequired'];
  if (problem === 'invalid') return text['auth.error.email'];
  return text[`auth.error.password.${problem as Exclude<FieldProblem, 'required' | 'invalid' | 'long'>}`];
}

export interface CredentialsFormProps {
  text: AuthFormText;
  mode: AuthMode;
  /** The address from `?email=` and whether it is fixed ("Complete your account"). */
  email: string;
  prefilled: boolean;
  /** A problem to show on opening (e.g. a link that did not work), already in the product's words. */
  notice: string | undefined;
  /** Where the confirmation link leads back to. */
  redirectTo: string;
  next: string | undefined;
  /** Set when the visitor came from a learning page: sign-up opens with what the free account gives (`FreeAccountIntro`). */
  openLesson?: OpenLesson | undefined;
  onModeChange: (mode: AuthMode | 'forgot', email: string) => void;
  onSignedUp: (email: string) => void;
}

/**
 * Sign in, create an account, or complete the account an early-access address started:
 * labels, hints, errors under the fields and in a summary that takes focus (GOV.UK patterns).
 * The summary is the one place a refusal is said (no toast repeats it), and a submit clears it.
 */
export default function CredentialsForm({
  text,
  mode,
  email,
  prefilled,
  notice,
  redirectTo,
  next,
  openLesson,
  onModeChange,
  onSignedUp,
}: CredentialsFormProps) {
  const lang = useLang();
  const [fields, setFields] = useState<AuthFields>({ name: '', email, password: '' });
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [serverError, setServerError] = useState<string | undefined>(notice);
  const [passwordShown, setPasswordShown] = useState(false);
  const { busy, summaryRef, refused, send } = useSubmitCycle(text, Boolean(notice));

  const signingUp = mode === 'sign-up';
  const heading = prefilled ? text['auth.heading.complete'] : text[signingUp ? 'auth.heading.signUp' : 'auth.heading.signIn'];
  const submitLabel = busy
    ? text[signingUp ? 'auth.busy.signUp' : 'auth.busy.signIn']
    : prefilled
      ? text['auth.submit.complete']
      : text[signingUp ? 'auth.submit.signUp' : 'auth.submit.signIn'];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setPasswordShown(false);
    const { values, errors: found } = checkAuthForm(mode, fields);
    setFields(values);
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    // Signed in, the page leaves: the button stays busy until it has.
    const refusal = await send(() => (signingUp ? signUp({ ...values, redirectTo, lang }) : signIn(values.email, values.password)), {
      busyAfterSuccess: !signingUp,
    });
    if (refusal !== undefined) {
      setServerError(refusal);
    } else if (!signingUp) {
      queueToast({ title: text['auth.signedIn.title'], description: text['auth.signedIn.text'] });
      goTo(next ?? '/');
    } else {
      onSignedUp(values.email);
    }
  };

  const summaryItems: SummaryItem[] = [
    ...(serverError ? [{ message: serverError }] : []),
    ...(Object.keys(FIELD_IDS) as (keyof AuthFields)[]).flatMap((field) =>
      (errors[field] ?? []).map((problem) => ({ message: problemText(text, field, problem), fieldId: FIELD_IDS[field] })),
    ),
  ];
  const fieldErrors = (field: keyof AuthFields) => errors[field]?.map((problem) => problemText(text, field, problem));
  const setField = (field: keyof AuthFields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  const welcoming = signingUp && openLesson !== undefined;
  return (
    <div data-state={mode} className="space-y-5">
      {welcoming ? (
        <FreeAccountIntro text={text} lesson={openLesson} onSignIn={() => onModeChange('sign-in', fields.email)} />
      ) : (
        <h2 id="auth-heading" className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
      )}
      {summaryItems.length > 0 && <ErrorSummary title={text['auth.error.summary']} items={summaryItems} summaryRef={summaryRef} />}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-labelledby="auth-heading">
        {signingUp && (
          <TextField
            id={FIELD_IDS.name}
            name="name"
            label={text['auth.name']}
            value={fields.name}
            onValueChange={setField('name')}
            errors={fieldErrors('name')}
            errorPrefix={text['auth.errorPrefix']}
            autoComplete="name"
            autoCapitalize="words"
            spellCheck={false}
          />
        )}
        <TextField
          id={FIELD_IDS.email}
          name="email"
          type="email"
          label={text['auth.email']}
          value={fields.email}
          onValueChange={setField('email')}
          hint={prefilled ? text['auth.emailFixed'] : undefined}
          errors={fieldErrors('email')}
          errorPrefix={text['auth.errorPrefix']}
          autoComplete={signingUp ? 'email' : 'username'}
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={prefilled}
          aria-disabled={prefilled || undefined}
        />
        <PasswordField
          id={FIELD_IDS.password}
          name="password"
          label={text['auth.password']}
          value={fields.password}
          onValueChange={setField('password')}
          hint={signingUp ? text['auth.passwordHint'] : undefined}
          errors={fieldErrors('password')}
          errorPrefix={text['auth.errorPrefix']}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          shown={passwordShown}
          onShownChange={setPasswordShown}
          text={passwordFieldText(text)}
        />
        <button type="submit" aria-disabled={busy || undefined} className="btn-primary w-full">
          {submitLabel}
        </button>
      </form>
      {!signingUp && (
        <p className="text-center">
          <button
            type="button"
            onClick={() => onModeChange('forgot', fields.email)}
            className="rounded font-semibold text-brand-700 underline"
          >
            {text['auth.forgot.link']}
          </button>
        </p>
      )}
      {!prefilled && !welcoming && (
        <p className="text-center">
          <button
            type="button"
            onClick={() => onModeChange(signingUp ? 'sign-in' : 'sign-up', fields.email)}
            className="rounded font-semibold text-brand-700 underline"
          >
            {signingUp ? text['auth.toggle.toSignIn'] : text['auth.toggle.toSignUp']}
          </button>
        </p>
      )}
    </div>
  );
}
