import { fill } from '../../shared/rules/format.ts';
import type { ReviewText } from './review-text.ts';

export { REVIEW_TEXT, type ReviewText } from './review-text.ts';

/** One answered question, as the review shows it. */
export interface ReviewItem {
  id: string;
  question: string;
  /** The learner's answer, or undefined when none was given. */
  yours: string | undefined;
  correct: string;
  /** Why the right answer is right, in one or two sentences. */
  explanation?: string | undefined;
  /** Where the question is taught: a link to a module, or an action (e.g. back to a slide). */
  teach?: { label: string; href?: string | undefined; onSelect?: () => void } | undefined;
}

/** After a quiz or exam: each question with the learner's answer, the right one, why it is right, and where to learn it. */
export default function ReviewList({ items, text, headingLevel = 2 }: { items: ReviewItem[]; text: ReviewText; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="review-title" className="mt-10">
      <Heading id="review-title" className="text-xl font-bold text-slate-900">
        {text['review.title']}
      </Heading>
      <ol className="mt-4 space-y-4">
        {items.map((item, index) => {
          const right = item.yours === item.correct;
          return (
            <li
              key={item.id}
              data-state={right ? 'correct' : 'incorrect'}
              className={`rounded-xl border-l-4 bg-white p-4 shadow-sm ${right ? 'border-green-600' : 'border-red-600'}`}
            >
              <p className="font-semibold text-slate-900">
                {index + 1}. {item.question}
              </p>
              <p className={`mt-2 font-semibold ${right ? 'text-green-800' : 'text-red-800'}`}>
                <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
                {right ? text['review.right'] : text['review.wrong']}
              </p>
              <p className="mt-1 text-slate-800">
                {item.yours === undefined ? text['review.none'] : fill(text['review.yours'], { answer: item.yours })}
              </p>
              <p className="mt-1 text-slate-800">{fill(text['review.correct'], { answer: item.correct })}</p>
              {item.explanation && (
                <p className="mt-2 text-slate-800">
                  <span className="font-semibold">{text['review.why']}</span> {item.explanation}
                </p>
              )}
              {item.teach?.href && (
                <p className="mt-2">
                  <a href={item.teach.href} className="font-medium text-brand-700 underline">
                    {fill(text['review.learn'], { module: item.teach.label })}
                  </a>
                </p>
              )}
              {item.teach?.onSelect && (
                <p className="mt-2">
                  <button type="button" onClick={item.teach.onSelect} className="min-h-11 font-medium text-brand-700 underline">
                    {item.teach.label}
                  </button>
                </p>
              )}
              {item.teach && !item.teach.href && !item.teach.onSelect && (
                <p className="mt-2 text-slate-700">{fill(text['review.learn'], { module: item.teach.label })}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
