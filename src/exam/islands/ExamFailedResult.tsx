import { useEffect, useRef } from 'react';
import { CATEGORIES } from '../../path/rules/curriculum.ts';
import type { ExamGrade } from '../rules/exam.ts';
import { fill } from '../../shared/rules/format.ts';
import ModuleLinks from '../../player/islands/ModuleLinks.tsx';
import { useLocalize } from '../../shared/islands/lang-context.tsx';
import type { EXAM_FAILED_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof EXAM_FAILED_TEXT)[number], string>;

interface Props {
  grade: Pick<ExamGrade, 'score' | 'total' | 'percent' | 'categories' | 'revisit'>;
  /** Every module with its path, to link those of the weakest categories. */
  modules: readonly { title: string; href: string; categoryIndex: number }[];
  onNewExam: () => void;
  text: Text;
}

/**
 * A failed attempt of a learner who has not passed yet: the score, the score per category and
 * the modules of the weakest categories. The server sent no right answers, so none is shown.
 * Takes focus when shown.
 */
export default function ExamFailedResult({ grade, modules, onNewExam, text }: Props) {
  const localize = useLocalize();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  /** A category by its path's name in the attempt's language (the server's `path_name`). */
  const pathName = (category: string) => grade.categories.find((score) => score.category === category)?.path_name ?? category;
  const revisitLabel = (category: string) => fill(text['exam.failed.revisit'], { category: pathName(category) });

  return (
    <section data-state="result" data-result="failed" aria-labelledby="exam-result-title" className="space-y-4">
      <h2 id="exam-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {text['exam.keepLearning.heading']}
      </h2>
      <p className="text-3xl font-extrabold text-slate-900">
        {grade.score}/{grade.total} <span className="text-xl font-semibold text-slate-700">({grade.percent}%)</span>
      </p>
      <p className="text-lg text-slate-800">
        {fill(text['quiz.score'], { score: grade.score, total: grade.total, percent: grade.percent })} {text['exam.keepLearning.message']}
      </p>
      <section aria-labelledby="exam-categories-title" className="space-y-2">
        <h3 id="exam-categories-title" className="text-xl font-bold text-slate-900">
          {text['exam.failed.categories']}
        </h3>
        <ul className="list-disc space-y-1 pl-6 text-slate-800">
          {grade.categories.map((category) => (
            <li key={category.category} data-category={category.category}>
              {fill(text['exam.failed.categoryScore'], { ...category, category: pathName(category.category) })}
            </li>
          ))}
        </ul>
      </section>
      {grade.revisit.map((category) => (
        <section key={category} aria-label={revisitLabel(category)} className="space-y-2">
          <p className="font-semibold text-slate-900">{revisitLabel(category)}</p>
          <ModuleLinks modules={modules.filter((module) => CATEGORIES[module.categoryIndex]?.examCategory === category)} />
        </section>
      ))}
      <p className="text-slate-700">{text['exam.failed.noReview']}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onNewExam} className="btn-primary">
          {text['exam.newExam']}
        </button>
        <a href={localize('/learn-now')} className="btn-outline">
          {text['quiz.returnToLearning']}
        </a>
      </div>
    </section>
  );
}
