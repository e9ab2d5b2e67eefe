import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { fill } from '../../shared/rules/format.ts';
import { citedSources } from '../../shared/rules/citations.ts';
import type { ModuleQuestion } from '../../content-build/schemas/module.ts';
import type { Source } from '../../content-build/schemas/source.ts';
import { $autoAdvance, setAutoAdvance } from '../../site/stores/preferences.ts';
import SourceLine, { type SourceLineText } from './SourceLine.tsx';
import { AnswerFeedback, AnswerOptions } from './AnswerOptions.tsx';

/**
 * How long the feedback on a right answer stays before the quiz moves on by itself (when the
 * learner allows it). A wrong answer's feedback stays until the learner moves on: the "why" is
 * what they need to read, at their own pace.
 */
export const FEEDBACK_MS = 2000;

export type QuizText = Record<
  | 'player.quizTitle'
  | 'player.quizIntro'
  | 'player.questionOf'
  | 'player.submit'
  | 'player.correct'
  | 'player.incorrect'
  | 'player.rightOption'
  | 'player.wrongOption'
  | 'player.continue'
  | 'player.seeResult'
  | 'player.autoAdvance',
  string
> &
  SourceLineText;

interface Props {
  questions: ModuleQuestion[];
  /** The module's sources, which a question's `cites` name. */
  sources: readonly Source[];
  /** Called when an answer is checked, with the question and the chosen option. */
  onAnswer: (question: ModuleQuestion, choice: number) => void;
  /** Called after the last question with the chosen option of each question. */
  onFinish: (answers: number[]) => void;
  text: QuizText;
}

/**
 * A module quiz: one question at a time; Submit Answer checks it, locks the options and shows
 * right and wrong (icon and words) with the explanation in a live region. Continue moves on at
 * once; with auto-advance on (the learner's preference, `$autoAdvance`), the quiz also moves on
 * by itself 2 seconds after a right answer.
 */
export default function ModuleQuiz({ questions, sources, onAnswer, onFinish, text }: Props) {
  const autoAdvance = useStore($autoAdvance);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const checked = answers.length > index;
  const question = questions[index]!;
  const last = index === questions.length - 1;
  const name = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  const advance = () => {
    if (last) {
      onFinish(answers);
      return;
    }
    setIndex(index + 1);
    setSelected(null);
  };

  // The quiz starts from a button press: focus follows to the question, as it does for each next one.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    if (checked) continueRef.current?.focus();
  }, [checked]);

  const chosen = answers[index];
  const labels = {
    rightOption: text['player.rightOption'],
    wrongOption: text['player.wrongOption'],
    correct: text['player.correct'],
    incorrect: text['player.incorrect'],
  };
  const right = chosen === question.correctAnswer;

  const onTimer = useEffectEvent(advance);
  useEffect(() => {
    if (!checked || !autoAdvance || !right) return;
    const timer = window.setTimeout(onTimer, FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [checked, autoAdvance, right, index]);

  return (
    <section aria-labelledby="module-quiz-title" data-state={checked ? 'checked' : 'answering'} className="space-y-5">
      <div>
        <h2 id="module-quiz-title" className="text-2xl font-bold text-slate-900">
          {text['player.quizTitle']}
        </h2>
        <p className="mt-1 text-slate-700">{text['player.quizIntro']}</p>
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold tracking-wide text-brand-800 uppercase focus:outline-none">
        {fill(text['player.questionOf'], { n: index + 1, total: questions.length })}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (selected === null || checked) return;
          setAnswers([...answers, selected]);
          onAnswer(question, selected);
        }}
        className="space-y-5"
      >
        <AnswerOptions
          question={question.question}
          options={question.options}
          answer={question.correctAnswer}
          selected={selected}
          onSelect={setSelected}
          chosen={chosen}
          name={name}
          labels={labels}
        />
        <div role="status" aria-live="polite" className="min-h-6">
          {checked && (
            <AnswerFeedback right={right} explanation={question.explanation} labels={labels}>
              <div className="mt-2">
                <SourceLine sources={citedSources(question.cites, sources)} text={text} />
              </div>
            </AnswerFeedback>
          )}
        </div>
        {checked ? (
          <button ref={continueRef} type="button" onClick={advance} className="btn-primary">
            {last ? text['player.seeResult'] : text['player.continue']}
          </button>
        ) : (
          <button type="submit" disabled={selected === null} className="btn-primary">
            {text['player.submit']}
          </button>
        )}
      </form>
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={autoAdvance}
          onChange={(event) => setAutoAdvance(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span>{text['player.autoAdvance']}</span>
      </label>
    </section>
  );
}
