import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../lib/format';
import type { ReviewQuestion } from '../../lib/review-cards';

export type QuestionText = Record<
  | 'reviews.questionOf'
  | 'reviews.from'
  | 'reviews.check'
  | 'reviews.correct'
  | 'reviews.incorrect'
  | 'reviews.rightOption'
  | 'reviews.wrongOption'
  | 'reviews.next'
  | 'reviews.finish',
  string
>;

interface Props {
  question: ReviewQuestion;
  n: number;
  total: number;
  /** The option chosen, once checked (then the options are locked and the feedback shows). */
  chosen: number | null;
  onCheck: (chosen: number) => void;
  onNext: () => void;
  text: QuestionText;
}

/**
 * One review question: a fieldset whose legend is the question, Check Answer, then right and
 * wrong marked in words and the explanation in a polite live region; Next moves on.
 */
export default function ReviewQuestionForm({ question, n, total, chosen, onCheck, onNext, text }: Props) {
  const [selected, setSelected] = useState<number | null>(null);
  const checked = chosen !== null;
  const right = chosen === question.answer;
  const name = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // Each question is a new view: focus goes to its heading, then to Next once it is checked.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question.id]);
  useEffect(() => {
    if (checked) nextRef.current?.focus();
  }, [checked]);

  return (
    <form
      data-state={checked ? (right ? 'right' : 'wrong') : 'answering'}
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== null && !checked) onCheck(selected);
      }}
      className="space-y-5"
    >
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold tracking-wide text-brand-800 uppercase focus:outline-none">
          {fill(text['reviews.questionOf'], { n, total })}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{fill(text['reviews.from'], { source: question.source })}</p>
      </div>
      <fieldset disabled={checked} className="space-y-3">
        <legend className="mb-3 text-xl font-bold text-slate-900">{question.question}</legend>
        {question.options.map((option, index) => {
          const isRight = checked && index === question.answer;
          const isWrongPick = checked && index === chosen && !right;
          const state = isRight ? 'correct' : isWrongPick ? 'incorrect' : selected === index ? 'selected' : 'idle';
          return (
            <label
              key={index}
              data-state={state}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-default data-[state=correct]:border-green-700 data-[state=correct]:bg-green-50 data-[state=incorrect]:border-red-700 data-[state=incorrect]:bg-red-50"
            >
              <input
                type="radio"
                name={name}
                value={index}
                checked={selected === index}
                onChange={() => setSelected(index)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="flex-1 text-slate-900">
                {option}
                {isRight && (
                  <span className="mt-1 block font-semibold text-green-800">
                    <span aria-hidden="true">✓ </span>
                    {text['reviews.rightOption']}
                  </span>
                )}
                {isWrongPick && (
                  <span className="mt-1 block font-semibold text-red-800">
                    <span aria-hidden="true">✗ </span>
                    {text['reviews.wrongOption']}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div role="status" aria-live="polite" className="min-h-6">
        {checked && (
          <div className={`rounded-xl border-l-4 p-4 ${right ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}>
            <p className={`font-bold ${right ? 'text-green-900' : 'text-red-900'}`}>
              <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
              {right ? text['reviews.correct'] : text['reviews.incorrect']}
            </p>
            <p className="mt-1 text-slate-900">{question.explanation}</p>
          </div>
        )}
      </div>
      {checked ? (
        <button ref={nextRef} type="button" onClick={onNext} className="btn-primary">
          {n === total ? text['reviews.finish'] : text['reviews.next']}
        </button>
      ) : (
        <button type="submit" disabled={selected === null} className="btn-primary">
          {text['reviews.check']}
        </button>
      )}
    </form>
  );
}
