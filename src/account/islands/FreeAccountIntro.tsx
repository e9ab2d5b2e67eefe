import type { AuthFormText } from './text.ts';

/** The first long-form lesson, which anyone can read without an account. */
export interface OpenLesson {
  href: string;
  title: string;
}

/**
 * What a visitor sent here from a learning page reads first: that the account is free, what
 * it gives, and that the long-form lessons need none; with Sign in one tap away for those who
 * have an account. The heading is the form's (`auth-heading`): this is its introduction.
 */
export default function FreeAccountIntro({ text, lesson, onSignIn }: { text: AuthFormText; lesson: OpenLesson; onSignIn: () => void }) {
  return (
    <div data-way-in className="space-y-3 text-slate-700">
      <p className="flex flex-wrap items-center gap-x-2 rounded-md bg-slate-50 p-3">
        <span>{text['auth.free.haveAccount']}</span>
        <button type="button" onClick={onSignIn} className="btn-outline min-h-11">
          {text['auth.free.signIn']}
        </button>
      </p>
      <h2 id="auth-heading" className="text-2xl font-bold text-slate-900">
        {text['auth.free.heading']}
      </h2>
      <p>{text['auth.free.intro']}</p>
      <ul className="list-disc space-y-1 pl-6 text-slate-900">
        <li>{text['auth.free.progress']}</li>
        <li>{text['auth.free.exam']}</li>
      </ul>
      <p>
        {text['auth.free.lessons']}{' '}
        <a href={lesson.href} className="font-semibold text-brand-700 underline">
          {lesson.title}
        </a>
      </p>
    </div>
  );
}
