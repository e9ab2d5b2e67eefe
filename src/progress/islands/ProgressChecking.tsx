/** The neutral state of a part that progress decides, while the learner's progress is read: never "locked" by guess. */
export default function ProgressChecking({ text, className = 'text-lg text-slate-800' }: { text: string; className?: string }) {
  return (
    <p data-state="checking" role="status" className={className}>
      {text}
    </p>
  );
}
