import { useEffect, useRef } from 'react';
import { fill } from '../../shared/rules/format.ts';
import { moduleQuizPassed, moduleQuizScore } from '../rules/scoring.ts';
import type { ModuleQuestion } from '../../content-build/schemas/module.ts';
import DeviceProgressNotice from '../../progress/islands/DeviceProgressNotice.tsx';
import ReviewList, { type ReviewText } from './ReviewList.tsx';
import { useLocalize } from '../../shared/islands/lang-context.tsx';

type Text = ReviewText &
  Record<
    | 'player.passTitle'
    | 'player.passText'
    | 'player.failTitle'
    | 'player.failText'
    | 'player.nextModule'
    | 'player.retake'
    | 'player.reviewSlides'
    | 'player.back'
    | 'review.slide'
    | 'progress.deviceNotice'
    | 'progress.deviceNoticeLink',
    string
  >;

interface Props {
  questions: ModuleQuestion[];
  /** The option chosen for each question, in order. */
  answers: number[];
  slides: { title: string }[];
  /** The next module of the category, offered after a pass. */
  next?: { title: string; href: string } | undefined;
  onRetake: () => void;
  /** Back to a slide, with its heading focused. */
  onReviewSlide: (slide: number) => void;
  text: Text;
}

/** A module quiz's result: passed or not, the next steps, and each question with the slide that teaches it. */
export default function PlayerResult({ questions, answers, slides, next, onRetake, onReviewSlide, text }: Props) {
  const localize = useLocalize();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const score = moduleQuizScore(questions, answers);
  const passed = moduleQuizPassed(score, questions.length);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="result-title" data-result={passed ? 'passed' : 'failed'} className="space-y-4">
      <h2
        id="result-title"
        ref={headingRef}
        tabIndex={-1}
        className={`text-2xl font-bold focus:outline-none ${passed ? 'text-green-800' : 'text-red-800'}`}
      >
        <span aria-hidden="true">{passed ? '✓ ' : '↻ '}</span>
        {passed ? text['player.passTitle'] : text['player.failTitle']}
      </h2>
      <p className="text-lg text-slate-800">{fill(passed ? text['player.passText'] : text['player.failText'], { n: score })}</p>
      {passed && <DeviceProgressNotice text={text} />}
      <div className="flex flex-wrap gap-3">
        {passed && next && (
          <a href={next.href} className="btn-primary">
            {fill(text['player.nextModule'], { title: next.title })}
          </a>
        )}
        <button type="button" onClick={onRetake} className={passed ? 'btn-outline' : 'btn-primary'}>
          {text['player.retake']}
        </button>
        <button type="button" onClick={() => onReviewSlide(0)} className="btn-outline">
          {text['player.reviewSlides']}
        </button>
        {passed && (
          <a href={localize('/learn-now')} className="btn-outline">
            {text['player.back']}
          </a>
        )}
      </div>
      <ReviewList
        headingLevel={3}
        text={text}
        items={questions.map((question, questionIndex) => {
          const slideIndex = question.requiresSlides[0] ?? 0;
          const given = answers[questionIndex];
          return {
            id: question.id,
            question: question.question,
            yours: given === undefined ? undefined : question.options[given],
            correct: question.options[question.correctAnswer] ?? '',
            explanation: question.explanation,
            teach: {
              label: fill(text['review.slide'], { n: slideIndex + 1, title: slides[slideIndex]?.title ?? '' }),
              onSelect: () => onReviewSlide(slideIndex),
            },
          };
        })}
      />
    </section>
  );
}
