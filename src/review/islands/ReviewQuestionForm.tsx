import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../shared/rules/format.ts';
import type { ReviewQuestion } from '../rules/review-cards.ts';
import { AnswerFeedback, AnswerOptions } from '../../player/islands/AnswerOptions.tsx';

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
  const labels = {
    rightOption: text['reviews.rightOption'],
    wrongOption: text['reviews.wrongOption'],
    correct: text['reviews.correct'],
    incorrect: text['reviews.incorrect'],
  };
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
      <AnswerOptions
        question={question.question}
        options={question.options}
        answer={question.answer}
        selected={selected}
        onSelect={setSelected}
        chosen={chosen}
        name={name}
        labels={labels}
      />
      <div role="status" aria-live="polite" className="min-h-6">
        {checked && <AnswerFeedback right={right} explanation={question.explanation} labels={labels} />}
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
