import { useEffect, useRef, useState } from 'react';
import { readAuthQuery, type AuthMode } from '../rules/auth-form.ts';
import { fill } from '../../shared/rules/format.ts';
import { confirmationTarget, keepWelcome, LANDING } from '../rules/link-landing.ts';
import { replaceWith } from '../../shared/rules/navigate.ts';
import { queueToast } from '../../site/rules/toast.ts';
import { takeSessionFromUrl } from '../stores/account.ts';
import { authClient } from '../stores/session.ts';
import { hasAuthCallback } from '../rules/auth-callback.ts';
import CheckEmail from './CheckEmail.tsx';
import CredentialsForm from './CredentialsForm.tsx';
import type { OpenLesson } from './FreeAccountIntro.tsx';
import ForgotPasswordForm from './ForgotPasswordForm.tsx';
import NewPasswordForm from './NewPasswordForm.tsx';
import type { AuthFormText } from './text.ts';
import { useLocalize, withLang } from '../../shared/islands/lang-context.tsx';
import { fetchLearningPathCodeAhead } from '../../path/page-scripts/learning-path-code-ahead.ts';

export { AUTH_FORM_TEXT, type AuthFormText } from './text.ts';

/**
 * What the page shows: a form (sign in, create, complete, forgot), the wait while an e-mail
 * link is taken, "check your email" after a sign-up or a reset request, or "choose a new
 * password" after a recovery link.
 */
export type AuthPhase = 'form' | 'confirming' | 'check-email' | 'reset-sent' | 'new-password';

/** Where a password-reset link leads: back to this page (which takes the code and asks for the new password), then on to `next`. */
function linkTarget(next: string | undefined): string {
  // The page this form is on: the auth page in the learner's language.
  return `${window.location.origin}${window.location.pathname.replace(/\/$/, '')}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/**
 * `/auth`. Each mode is its own component; this one reads the address once (mode, e-mail,
 * `next`, and an e-mail link's `?code=` or error), and moves between them. Rendered in the
 * browser only (`client:only`): everything depends on the address. `openLesson` is the
 * long-form lesson offered to a visitor who came to learn, as reading needs no account.
 */
function AuthForm({ text, openLesson }: { text: AuthFormText; openLesson: OpenLesson }) {
  const localize = useLocalize();
  const [query] = useState(() => readAuthQuery(window.location.search, window.location.origin));
  const [phase, setPhase] = useState<AuthPhase>(() =>
    hasAuthCallback(window.location.search, window.location.hash) ? 'confirming' : 'form',
  );
  const [mode, setMode] = useState<AuthMode | 'forgot'>(query.mode);
  const [email, setEmail] = useState(query.email);
  const [notice, setNotice] = useState<string>();
  /** Remounts the form when the mode changes, so each mode starts clean. */
  const [formKey, setFormKey] = useState(0);
  const startedConfirming = useRef(phase === 'confirming');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!startedConfirming.current) {
      // Load supabase-js now rather than on submit, and follow the session from here on.
      void authClient();
      return;
    }
    void takeSessionFromUrl().then((outcome) => {
      if (outcome.ok && outcome.recovery) {
        window.history.replaceState(null, '', `${window.location.pathname}${query.next ? `?next=${encodeURIComponent(query.next)}` : ''}`);
        setPhase('new-password');
        return;
      }
      if (outcome.ok) {
        queueToast({ title: text['auth.confirmed.title'], description: text['auth.confirmed.text'] });
        replaceWith(query.next ?? localize(LANDING));
        return;
      }
      window.history.replaceState(null, '', `${window.location.pathname}${query.next ? `?next=${encodeURIComponent(query.next)}` : ''}`);
      setNotice(outcome.problem === 'network' ? text['auth.error.network'] : text[`auth.link.${outcome.problem}`]);
      setMode('sign-in');
      setPhase('form');
    });
    // Runs once: the address is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (phase === 'reset-sent') heading.current?.focus();
    // While the learner opens their mail, the code of the page the link opens (the learning path,
    // unless `next` names another) is fetched.
    if (phase === 'check-email' && !query.next) fetchLearningPathCodeAhead();
  }, [phase, query.next]);

  const switchMode = (next: AuthMode | 'forgot', typed: string) => {
    setMode(next);
    setEmail(typed);
    setNotice(undefined);
    setPhase('form');
    setFormKey((key) => key + 1);
  };

  if (phase === 'confirming') {
    return (
      <div role="status" data-state="confirming" className="flex items-center gap-3 py-6 text-slate-700">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        {text['auth.confirming']}
      </div>
    );
  }
  if (phase === 'new-password') {
    const done = () => {
      queueToast({ title: text['auth.passwordChanged.title'], description: text['auth.passwordChanged.text'] });
      replaceWith(query.next ?? localize(LANDING));
    };
    return <NewPasswordForm text={text} onDone={done} />;
  }
  if (phase === 'check-email') {
    const checkEmail = {
      title: text['auth.checkEmail.title'],
      sent: text['auth.checkEmail.sent'],
      next: text['auth.checkEmail.next'],
      wait: text['auth.checkEmail.wait'],
      existing: text['auth.checkEmail.existing'],
      signIn: text['auth.checkEmail.signIn'],
      repeat: text['auth.checkEmail.repeat'],
    };
    return <CheckEmail email={email} text={checkEmail} onSignIn={() => switchMode('sign-in', email)} />;
  }
  if (phase === 'reset-sent') {
    return (
      <div data-state="reset-sent" className="space-y-3 text-slate-700">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {text['auth.resetSent.title']}
        </h2>
        <p className="rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 font-semibold text-slate-900">
          {fill(text['auth.resetSent.text'], { email })}
        </p>
        <p>{text['auth.checkEmail.wait']}</p>
        <p>
          <button type="button" onClick={() => switchMode('sign-in', email)} className="font-semibold text-brand-700 underline">
            {text['auth.forgot.back']}
          </button>
        </p>
      </div>
    );
  }
  if (mode === 'forgot') {
    const sent = (address: string) => {
      setEmail(address);
      setPhase('reset-sent');
    };
    return (
      <ForgotPasswordForm
        key={formKey}
        text={text}
        email={email}
        redirectTo={linkTarget(query.next)}
        onSent={sent}
        onBack={(typed) => switchMode('sign-in', typed)}
      />
    );
  }
  return (
    <CredentialsForm
      key={formKey}
      text={text}
      mode={mode}
      email={email}
      prefilled={query.prefilled && mode === 'sign-up'}
      notice={notice}
      redirectTo={confirmationTarget(window.location.origin, window.location.pathname, query.next)}
      next={query.next}
      openLesson={query.cameToLearn ? openLesson : undefined}
      onModeChange={switchMode}
      onSignedUp={(address) => {
        keepWelcome({ title: text['auth.confirmed.title'], description: text['auth.confirmed.text'] });
        setEmail(address);
        setPhase('check-email');
      }}
    />
  );
}

export default withLang(AuthForm);
