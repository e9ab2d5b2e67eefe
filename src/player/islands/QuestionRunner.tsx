import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isLang, langTag } from '../../i18n/languages.ts';
import { fill } from '../../shared/rules/format.ts';
import { useLang } from '../../shared/islands/lang-context.tsx';
import type { RUNNER_TEXT } from '../../shared/islands/text-keys.ts';

/** A lettered question of a category quiz or the exam. */
export interface RunnerQuestion {
  id: string;
  question: string;
  options: { value: string; text: string }[];
  /** Title of the module that teaches it. */
  source: string;
  /** The language of its text when it may not be the page's (an exam question not yet translated is shown in English). */
  lang?: string;
}

export type RunnerText = Record<(typeof RUNNER_TEXT)[number], string>;

interface Props<Q extends RunnerQuestion> {
  questions: Q[];
  /** Label of the button on the last question: "Submit Quiz" or "Submit Exam". */
  submitLabel: string;
  onSubmit: (answers: Record<string, string>) => void;
  /** Focus the first question at once (a retake, started by a button that is now gone). */
  autoFocus?: boolean;
  /** Answers given before (a resumed exam), by question id. */
  initialAnswers?: Record<string, string>;
  /** Told every change of the answers, e.g. to keep them across a reload. */
  onAnswersChange?: (answers: Record<string, string>) => void;
  /** Extra content above a question, e.g. the exam's category badge. */
  badge?: (question: Q) => ReactNode;
  text: RunnerText;
}

/**
 * Questions one at a time with four lettered options. Next needs an answer; Previous is off on
 * the first question; the last question's button submits once every question is answered.
 */
export default function QuestionRunner<Q extends RunnerQuestion>({
  questions,
  submitLabel,
  onSubmit,
  autoFocus = false,
  initialAnswers = {},
  onAnswersChange,
  badge,
  text,
}: Props<Q>) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>(initialAnswers);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(autoFocus);
  const question = questions[index]!;
  const pageLang = useLang();
  // Marked only where it differs from the page's, as a whole page shown in English is (`<main lang="en">`).
  const textLang = isLang(question.lang) && question.lang !== pageLang ? langTag(question.lang) : undefined;
  const total = questions.length;
  const answeredCount = questions.filter(({ id }) => answers[id] !== undefined).length;
  const last = index === total - 1;
  const percent = Math.round(((index + 1) / total) * 100);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const go = (target: number) => {
    moved.current = true;
    setIndex(target);
  };

  return (
    <div data-state="answering" className="space-y-6">
      <div className="space-y-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {fill(text['quiz.questionOf'], { n: index + 1, total })}
        </h2>
        <label className="block text-sm text-slate-700">
          <span className="sr-only">{text['quiz.progress']}: </span>
          {percent}%
          <progress max={100} value={percent} className="progress-bar mt-1 block w-full">
            {percent}%
          </progress>
        </label>
      </div>
      {badge?.(question)}
      <fieldset className="space-y-3" lang={textLang}>
        <legend className="mb-3 text-xl font-bold text-slate-900">{question.question}</legend>
        {question.options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={answers[question.id] === option.value}
              onChange={() => {
                const next = { ...answers, [question.id]: option.value };
                setAnswers(next);
                onAnswersChange?.(next);
              }}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="text-slate-900">
              <span className="font-bold">{option.value}.</span> {option.text}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-700">{fill(text['quiz.source'], { module: question.source })}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} className="btn-outline">
          <span aria-hidden="true">←</span>
          {text['quiz.previous']}
        </button>
        <p className="font-semibold text-slate-800">{fill(text['quiz.answered'], { count: answeredCount, total })}</p>
        {last ? (
          <button type="button" onClick={() => onSubmit(answers)} disabled={answeredCount < total} className="btn-primary">
            {submitLabel}
          </button>
        ) : (
          <button type="button" onClick={() => go(index + 1)} disabled={answers[question.id] === undefined} className="btn-primary">
            {text['quiz.next']}
            <span aria-hidden="true">→</span>
          </button>
        )}
      </div>
      <ol aria-label={text['quiz.dots']} className="flex flex-wrap justify-center gap-1.5">
        {questions.map(({ id }, dot) => {
          const state = dot === index ? 'current' : answers[id] !== undefined ? 'answered' : 'open';
          const label = { current: text['quiz.dotCurrent'], answered: text['quiz.dotAnswered'], open: text['quiz.dotOpen'] }[state];
          return (
            <li
              key={id}
              data-state={state}
              className="flex size-6 items-center justify-center rounded-full border-2 border-slate-400 bg-white text-xs font-bold data-[state=answered]:border-green-700 data-[state=answered]:bg-green-100 data-[state=answered]:text-green-900 data-[state=current]:size-7 data-[state=current]:border-brand-700 data-[state=current]:bg-brand-700 data-[state=current]:text-white"
            >
              <span aria-hidden="true">{state === 'answered' ? '✓' : state === 'current' ? dot + 1 : ''}</span>
              <span className="sr-only">{fill(label, { n: dot + 1 })}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
