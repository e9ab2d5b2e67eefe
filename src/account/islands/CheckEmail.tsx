import { useEffect, useRef } from 'react';
import { fill } from '../../shared/rules/format.ts';

export interface CheckEmailText {
  title: string;
  sent: string;
  next: string;
  wait: string;
  existing: string;
  signIn: string;
  repeat: string;
}

/**
 * What follows a sign-up: where the confirmation link went and what it does. Its heading
 * takes focus, so screen readers read the news, not the form that disappeared.
 */
export default function CheckEmail({ email, text, onSignIn }: { email: string; text: CheckEmailText; onSignIn: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-state="check-email" className="space-y-3 text-slate-700">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {text.title}
      </h2>
      <p className="rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 font-semibold text-slate-900">{fill(text.sent, { email })}</p>
      <p>{text.next}</p>
      <p>{text.wait}</p>
      <p>
        {text.existing}{' '}
        <button type="button" onClick={onSignIn} className="font-semibold text-brand-700 underline">
          {text.signIn}
        </button>
        .
      </p>
      <p>{text.repeat}</p>
    </div>
  );
}
