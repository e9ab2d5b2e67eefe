import { useEffect, useRef, type ReactNode } from 'react';
import { fill } from '../../shared/rules/format.ts';
import type { QuizResult } from '../../progress/rules/progress-rules.ts';
import ReviewList, { type ReviewItem, type ReviewText } from './ReviewList.tsx';

interface Props {
  /** Id of the heading that labels the section. */
  headingId: string;
  /** `data-result`: `passed` or `failed` for a quiz, the tier for the exam. */
  outcome: string;
  /** A pass: the heading is green with a check mark. */
  passed: boolean;
  heading: string;
  /** What the score means, said after "You scored …". */
  message: string;
  score: QuizResult;
  /** The first button: retake the quiz, or take a new exam. */
  again: { label: string; onClick: () => void };
  /** Links after it, e.g. back to the learning path. */
  links: { label: string; href: string }[];
  review: ReviewItem[];
  /** Shown between the buttons and the review, e.g. the exam's certificate offer. */
  children?: ReactNode;
  text: ReviewText & Record<'quiz.score', string>;
}

/** The result of a category quiz or the exam: heading, score, what it means, what to do next, and the review. Takes focus when shown. */
export default function ResultView({ headingId, outcome, passed, heading, message, score, again, links, review, children, text }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section data-state="result" data-result={outcome} aria-labelledby={headingId} className="space-y-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={`text-2xl font-bold focus:outline-none ${passed ? 'text-green-800' : 'text-slate-900'}`}
      >
        {passed && <span aria-hidden="true">✓ </span>}
        {heading}
      </h2>
      <p className="text-3xl font-extrabold text-slate-900">
        {score.score}/{score.total} <span className="text-xl font-semibold text-slate-700">({score.percent}%)</span>
      </p>
      <p className="text-lg text-slate-800">
        {fill(text['quiz.score'], { score: score.score, total: score.total, percent: score.percent })} {message}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={again.onClick} className="btn-primary">
          {again.label}
        </button>
        {links.map((link) => (
          <a key={link.label} href={link.href} className="btn-outline">
            {link.label}
          </a>
        ))}
      </div>
      {children}
      <ReviewList text={text} items={review} />
    </section>
  );
}
