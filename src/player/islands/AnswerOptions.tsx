import type { ReactNode } from 'react';

/** The words of an answered question: the option marks and the feedback's heading. */
export interface AnswerLabels {
  rightOption: string;
  wrongOption: string;
  correct: string;
  incorrect: string;
}

interface Props {
  /** The question, shown as the legend. */
  question: string;
  options: readonly string[];
  /** Index of the right option. */
  answer: number;
  /** The option picked before checking. */
  selected: number | null;
  onSelect: (index: number) => void;
  /** The option checked, once checked: then the options lock and right and wrong show. */
  chosen: number | null | undefined;
  /** The radios' group name. */
  name: string;
  labels: AnswerLabels;
}

/**
 * One question's options as radios in a fieldset with the question as legend. Once checked, the
 * options lock and the right one and a wrong pick are marked with an icon and words, never
 * colour alone. Shared by the module quiz and the review session.
 */
export function AnswerOptions({ question, options, answer, selected, onSelect, chosen, name, labels }: Props) {
  const checked = chosen !== null && chosen !== undefined;
  return (
    <fieldset disabled={checked} className="space-y-3">
      <legend className="mb-3 text-xl font-bold text-slate-900">{question}</legend>
      {options.map((option, index) => {
        const isRight = checked && index === answer;
        const isWrongPick = checked && index === chosen && chosen !== answer;
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
              onChange={() => onSelect(index)}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex-1 text-slate-900">
              {option}
              {isRight && (
                <span className="mt-1 block font-semibold text-green-800">
                  <span aria-hidden="true">✓ </span>
                  {labels.rightOption}
                </span>
              )}
              {isWrongPick && (
                <span className="mt-1 block font-semibold text-red-800">
                  <span aria-hidden="true">✗ </span>
                  {labels.wrongOption}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Right or wrong, with the explanation (and what `children` adds), for a live region. */
export function AnswerFeedback({
  right,
  explanation,
  labels,
  children,
}: {
  right: boolean;
  explanation: string;
  labels: AnswerLabels;
  children?: ReactNode;
}) {
  return (
    <div className={`rounded-xl border-l-4 p-4 ${right ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}>
      <p className={`font-bold ${right ? 'text-green-900' : 'text-red-900'}`}>
        <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
        {right ? labels.correct : labels.incorrect}
      </p>
      <p className="mt-1 text-slate-900">{explanation}</p>
      {children}
    </div>
  );
}
