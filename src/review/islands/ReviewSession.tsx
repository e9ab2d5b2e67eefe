import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fill } from '../../shared/rules/format.ts';
import { defaultProgress } from '../../progress/rules/progress-rules.ts';
import { formatWeekdayDateTime } from '../../shared/rules/dates.ts';
import { dueCardIds, liveCards, nextDueAt, type ReviewQuestion } from '../rules/review-cards.ts';
import { sessionStep, startSession, type ReviewSession as Session, type SessionEvent } from '../rules/review-session.ts';
import { $progress } from '../../progress/stores/progress.ts';
import { answerReviewCard, prepareReviewCards } from '../stores/review-cards.ts';
import ProgressChecking from '../../progress/islands/ProgressChecking.tsx';
import ProgressStatus from '../../progress/islands/ProgressStatus.tsx';
import ReviewQuestionForm from './ReviewQuestionForm.tsx';
import { useProgressKnown } from '../../progress/islands/use-progress-known.ts';
import { useLangTag, useLocalize, withLang } from '../../shared/islands/lang-context.tsx';
import type { REVIEW_SESSION_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof REVIEW_SESSION_TEXT)[number], string>;

interface Props {
  /** Every question a card can bring back (cards of other ids are retired). */
  questions: ReviewQuestion[];
  text: Text;
}

/**
 * The review page: a session of up to 10 due questions, one at a time with the explanation
 * after each answer; then the score and what is next. With nothing due, when the next card
 * comes back. Each answer moves its card (`answerReviewCard`), on this device and, signed in,
 * in the account, offline included.
 */
function ReviewSession({ questions, text }: Props) {
  const localize = useLocalize();
  const tag = useLangTag();
  const progress = useStore($progress, { ssr: defaultProgress });
  const known = useProgressKnown();
  const byId = useMemo(() => new Map(questions.map((question) => [question.id, question])), [questions]);
  const live = useMemo(() => new Set(byId.keys()), [byId]);
  const [session, setSession] = useState<Session | undefined>();
  const [begun, setBegun] = useState(false);
  const now = new Date();
  const due = known ? dueCardIds(progress.reviews, live, now) : [];
  // The session takes the cards due when progress is first known; answering then changes them, not the session.
  if (known && !begun) {
    setBegun(true);
    setSession(startSession(due));
  }
  const step = (event: SessionEvent) => setSession((current) => current && sessionStep(current, event));
  // Answers given offline later on this page are still recorded.
  useEffect(() => {
    prepareReviewCards().catch(() => {});
  }, []);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const phase = session?.phase;
  useEffect(() => {
    if (phase === 'finished') doneRef.current?.focus();
  }, [phase]);

  const id = session?.ids[session.index];
  const question = id === undefined ? undefined : byId.get(id);
  const next = known ? nextDueAt(progress.reviews, live, now) : undefined;
  const state = !known
    ? 'checking'
    : !session
      ? 'empty'
      : session.phase === 'finished'
        ? 'finished'
        : session.phase === 'feedback'
          ? session.right
            ? 'right'
            : 'wrong'
          : 'answering';

  return (
    <section aria-labelledby="review-title" data-review data-state={state} className="space-y-6">
      <h2 id="review-title" className="text-2xl font-bold text-slate-900">
        {text['reviews.sessionTitle']}
      </h2>
      <ProgressStatus text={text} />
      {!known && <ProgressChecking text={text['progress.checking']} className="text-slate-700" />}
      {session && session.phase !== 'finished' && question && id && (
        <ReviewQuestionForm
          key={id}
          question={question}
          n={session.index + 1}
          total={session.ids.length}
          chosen={session.chosen}
          onCheck={(chosen) => {
            const right = chosen === question.answer;
            step({ type: 'check', chosen, right });
            answerReviewCard(id, right).catch((error: unknown) => console.warn('Could not record the review', error));
          }}
          onNext={() => step({ type: 'next' })}
          text={text}
        />
      )}
      {session?.phase === 'finished' && (
        <div className="space-y-3">
          <h3 ref={doneRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {text['reviews.doneTitle']}
          </h3>
          <p className="text-slate-800">{fill(text['reviews.doneScore'], { right: session.score, total: session.ids.length })}</p>
          {due.length > 0 ? (
            <>
              <p className="text-slate-800">{fill(text['reviews.moreDue'], { count: due.length })}</p>
              <button type="button" className="btn-primary" onClick={() => setSession(startSession(due))}>
                {text['reviews.more']}
              </button>
            </>
          ) : (
            next && <p className="text-slate-800">{fill(text['reviews.nextAt'], { date: formatWeekdayDateTime(next, tag) })}</p>
          )}
        </div>
      )}
      {known && !session && (
        <div className="space-y-3">
          <h3 className="text-xl font-bold text-slate-900">{text['reviews.noneTitle']}</h3>
          <p className="text-slate-800">
            {liveCards(progress.reviews, live).length === 0 || !next
              ? text['reviews.noCards']
              : fill(text['reviews.nextAt'], { date: formatWeekdayDateTime(next, tag) })}
          </p>
        </div>
      )}
      <a href={localize('/learn-now')} className="inline-block font-medium text-brand-700 underline">
        {text['reviews.back']}
      </a>
    </section>
  );
}

export default withLang(ReviewSession);
