import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UIKey } from '../i18n';
import { checkAuthForm, readAuthQuery, type AuthFields, type AuthFormErrors, type AuthMode, type FieldProblem } from '../lib/auth-form';
import { goTo, replaceWith } from '../lib/navigate';
import { queueToast, toast } from '../lib/toast';
import { authClient, hasAuthCallback, signIn, signUp, takeSessionFromUrl, type AuthFailure } from '../stores/session';
import CheckEmail from './auth/CheckEmail';
import ErrorSummary, { type SummaryItem } from './auth/ErrorSummary';
import PasswordField from './auth/PasswordField';
import TextField from './auth/TextField';

export const AUTH_FORM_TEXT = [
  'auth.heading.signIn',
  'auth.heading.signUp',
  'auth.heading.complete',
  'auth.name',
  'auth.email',
  'auth.emailFixed',
  'auth.password',
  'auth.passwordHint',
  'auth.showPassword',
  'auth.showPasswordLabel',
  'auth.hidePassword',
  'auth.hidePasswordLabel',
  'auth.passwordVisible',
  'auth.passwordHidden',
  'auth.submit.signIn',
  'auth.submit.signUp',
  'auth.submit.complete',
  'auth.busy.signIn',
  'auth.busy.signUp',
  'auth.toggle.toSignUp',
  'auth.toggle.toSignIn',
  'auth.errorPrefix',
  'auth.error.summary',
  'auth.error.nameRequired',
  'auth.error.emailTitle',
  'auth.error.email',
  'auth.error.passwordRequired',
  'auth.error.password.length',
  'auth.error.password.uppercase',
  'auth.error.password.lowercase',
  'auth.error.password.number',
  'auth.error.password.special',
  'auth.error.passwordTitle',
  'auth.error.passwordText',
  'auth.error.title',
  'auth.error.network',
  'auth.signedIn.title',
  'auth.signedIn.text',
  'auth.signedUp.title',
  'auth.signedUp.text',
  'auth.checkEmail.title',
  'auth.checkEmail.sent',
  'auth.checkEmail.next',
  'auth.checkEmail.wait',
  'auth.checkEmail.existing',
  'auth.checkEmail.signIn',
  'auth.confirming',
  'auth.confirmed.title',
  'auth.confirmed.text',
] as const satisfies readonly UIKey[];

export type AuthFormText = Record<(typeof AUTH_FORM_TEXT)[number], string>;

/** The form, the "check your email" message after a sign-up, or the wait while a confirmation link is taken. */
export type AuthPhase = 'form' | 'confirming' | 'check-email';

const FIELD_IDS = { name: 'auth-name', email: 'auth-email', password: 'auth-password' } as const;

function problemText(text: AuthFormText, field: keyof AuthFields, problem: FieldProblem): string {
  if (problem === 'required') return field === 'name' ? text['auth.error.nameRequired'] : text['auth.error.passwordRequired'];
  if (problem === 'invalid') return text['auth.error.email'];
  return text[`auth.error.password.${problem}`];
}

/** Where the confirmation link leads: back to this page (which takes the session), then on to `next`. */
function confirmationUrl(next: string | undefined): string {
  return `${window.location.origin}/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/**
 * `/auth`: sign in, create an account, or complete the account an early-access address
 * started (`?email=`). Validation and texts are the product's; the form follows GOV.UK's
 * patterns (labels, hints, errors under the fields and in a summary that takes focus).
 * Rendered in the browser only (`client:only`): the mode depends on the address.
 */
export default function AuthForm({ text }: { text: AuthFormText }) {
  const [query] = useState(() => readAuthQuery(window.location.search, window.location.origin));
  const [phase, setPhase] = useState<AuthPhase>(() => (hasAuthCallback(window.location.hash) ? 'confirming' : 'form'));
  const [mode, setMode] = useState<AuthMode>(query.mode);
  const [fields, setFields] = useState<AuthFields>({ name: '', email: query.email, password: '' });
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const [sentTo, setSentTo] = useState('');
  /** Counts failed submissions: each one moves focus to the error summary. */
  const [failures, setFailures] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const startedConfirming = useRef(phase === 'confirming');

  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const fail = (failed: AuthFailure) => {
    const message = failed.kind === 'network' ? text['auth.error.network'] : failed.message;
    toast({ title: text['auth.error.title'], description: message, variant: 'destructive' });
    setServerError(message);
    setFailures((count) => count + 1);
  };

  useEffect(() => {
    if (!startedConfirming.current) {
      // Load supabase-js now rather than on submit, and follow the session from here on.
      void authClient();
      return;
    }
    void takeSessionFromUrl().then((failed) => {
      if (!failed) {
        queueToast({ title: text['auth.confirmed.title'], description: text['auth.confirmed.text'] });
        replaceWith(query.next ?? '/#wallet');
        return;
      }
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
      setPhase('form');
      fail(failed);
    });
    // Runs once: the address is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const prefilled = query.prefilled && mode === 'sign-up';
  const heading = prefilled
    ? text['auth.heading.complete']
    : mode === 'sign-up'
      ? text['auth.heading.signUp']
      : text['auth.heading.signIn'];
  const submitLabel = busy
    ? text[mode === 'sign-up' ? 'auth.busy.signUp' : 'auth.busy.signIn']
    : prefilled
      ? text['auth.submit.complete']
      : text[mode === 'sign-up' ? 'auth.submit.signUp' : 'auth.submit.signIn'];

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setErrors({});
    setServerError(undefined);
    setPhase('form');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setPasswordShown(false);
    const { values, errors: found } = checkAuthForm(mode, fields);
    setFields(values);
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) {
      if (found.email) toast({ title: text['auth.error.emailTitle'], description: text['auth.error.email'], variant: 'destructive' });
      if (found.password && mode === 'sign-up')
        toast({ title: text['auth.error.passwordTitle'], description: text['auth.error.passwordText'], variant: 'destructive' });
      setFailures((count) => count + 1);
      return;
    }
    setBusy(true);
    const failed =
      mode === 'sign-in'
        ? await signIn(values.email, values.password)
        : await signUp({ ...values, redirectTo: confirmationUrl(query.next) });
    if (failed) {
      setBusy(false);
      fail(failed);
    } else if (mode === 'sign-in') {
      queueToast({ title: text['auth.signedIn.title'], description: text['auth.signedIn.text'] });
      goTo(query.next ?? '/');
    } else {
      setBusy(false);
      toast({ title: text['auth.signedUp.title'], description: text['auth.signedUp.text'] });
      setSentTo(values.email);
      setFields((current) => ({ ...current, password: '' }));
      setPhase('check-email');
    }
  };

  if (phase === 'confirming') {
    return (
      <div role="status" data-state="confirming" className="flex items-center gap-3 py-6 text-slate-700">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        {text['auth.confirming']}
      </div>
    );
  }

  if (phase === 'check-email') {
    const checkEmail = {
      title: text['auth.checkEmail.title'],
      sent: text['auth.checkEmail.sent'],
      next: text['auth.checkEmail.next'],
      wait: text['auth.checkEmail.wait'],
      existing: text['auth.checkEmail.existing'],
      signIn: text['auth.checkEmail.signIn'],
    };
    return <CheckEmail email={sentTo} text={checkEmail} onSignIn={() => switchMode('sign-in')} />;
  }

  const summaryItems: SummaryItem[] = [
    ...(serverError ? [{ message: serverError }] : []),
    ...(Object.keys(FIELD_IDS) as (keyof AuthFields)[]).flatMap((field) =>
      (errors[field] ?? []).map((problem) => ({ message: problemText(text, field, problem), fieldId: FIELD_IDS[field] })),
    ),
  ];
  const fieldErrors = (field: keyof AuthFields) => errors[field]?.map((problem) => problemText(text, field, problem));
  const setField = (field: keyof AuthFields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  return (
    <div data-state={mode} className="space-y-5">
      <h2 id="auth-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      {summaryItems.length > 0 && <ErrorSummary title={text['auth.error.summary']} items={summaryItems} summaryRef={summary} />}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-labelledby="auth-heading">
        {mode === 'sign-up' && (
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
          autoComplete={mode === 'sign-up' ? 'email' : 'username'}
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
          hint={mode === 'sign-up' ? text['auth.passwordHint'] : undefined}
          errors={fieldErrors('password')}
          errorPrefix={text['auth.errorPrefix']}
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          shown={passwordShown}
          onShownChange={setPasswordShown}
          text={{
            show: text['auth.showPassword'],
            showLabel: text['auth.showPasswordLabel'],
            hide: text['auth.hidePassword'],
            hideLabel: text['auth.hidePasswordLabel'],
            visible: text['auth.passwordVisible'],
            hidden: text['auth.passwordHidden'],
          }}
        />
        <button type="submit" aria-disabled={busy || undefined} className="btn-primary w-full">
          {submitLabel}
        </button>
      </form>
      {!prefilled && (
        <p className="text-center">
          <button
            type="button"
            onClick={() => switchMode(mode === 'sign-up' ? 'sign-in' : 'sign-up')}
            className="rounded font-semibold text-brand-700 underline"
          >
            {mode === 'sign-up' ? text['auth.toggle.toSignIn'] : text['auth.toggle.toSignUp']}
          </button>
        </p>
      )}
    </div>
  );
}
