import type { ReactNode } from 'react';

interface Props {
  /** `checking` until the learner's progress is known (and the panel's content has loaded). */
  state: 'checking' | 'open' | 'locked';
  title: string;
  children: ReactNode;
}

/**
 * The final exam panel's box and title, drawn with the path: its content (`ExamPanel`) loads
 * after, into the same box, so nothing around it moves and the region stays the same element.
 */
export default function ExamPanelFrame({ state, title, children }: Props) {
  return (
    <section aria-labelledby="exam-panel-title" data-state={state} className="rounded-2xl border-2 border-brand-100 bg-brand-50 p-6">
      <h2 id="exam-panel-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
