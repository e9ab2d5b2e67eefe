import LockIcon from '../../shared/islands/LockIcon.tsx';
import type { ReactNode } from 'react';
import { useLocalize } from '../../shared/islands/lang-context.tsx';

interface Props {
  /** Id of the heading that labels the section. */
  headingId: string;
  title: string;
  /** Label of the link back to the learning path. */
  goToPath: string;
  /** What unlocks it, as paragraphs. */
  children: ReactNode;
}

/** A category quiz or the exam while it is locked: the reason, what unlocks it, and the way back to the path. */
export default function LockedQuiz({ headingId, title, goToPath, children }: Props) {
  const localize = useLocalize();
  return (
    <section data-state="locked" aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        <LockIcon className="mr-2 inline-block align-[-0.1em]" />
        {title}
      </h2>
      {children}
      <p>
        <a href={localize('/learn-now')} className="btn-primary">
          {goToPath}
        </a>
      </p>
    </section>
  );
}
