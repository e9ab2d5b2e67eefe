import type { Ref } from 'react';

/** One problem: its message, and the field it is about (if any). */
export interface SummaryItem {
  message: string;
  fieldId?: string | undefined;
}

export interface ErrorSummaryProps {
  title: string;
  items: readonly SummaryItem[];
  summaryRef: Ref<HTMLDivElement>;
}

/**
 * The GOV.UK error summary: at the top of the form, focused when it appears (so screen readers
 * read it), each problem a link that moves focus to its field.
 */
export default function ErrorSummary({ title, items, summaryRef }: ErrorSummaryProps) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      data-error-summary
      className="rounded-md border-4 border-red-700 p-4 focus:outline-3 focus:outline-offset-2 focus:outline-brand-600"
    >
      <div role="alert">
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        <ul className="mt-2 space-y-1">
          {items.map(({ message, fieldId }) => (
            <li key={`${fieldId ?? ''}${message}`}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId)?.focus();
                  }}
                  className="font-semibold text-red-700 underline"
                >
                  {message}
                </a>
              ) : (
                <span className="font-semibold text-red-700">{message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
