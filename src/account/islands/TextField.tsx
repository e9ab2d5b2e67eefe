import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'children'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the label, before any error. */
  hint?: string | undefined;
  /** The field's error messages; the field is marked invalid when there are any. */
  errors?: readonly string[] | undefined;
  /** Word read before each error by screen readers ("Error:"). */
  errorPrefix: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Something beside the input inside its frame, e.g. the show-password button. */
  trailing?: ReactNode;
}

/**
 * A labelled text input in the GOV.UK pattern: label, hint, error messages (linked to the
 * input with `aria-describedby`), then the input, with a red bar while it has errors.
 */
export default function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  errors = [],
  errorPrefix,
  inputRef,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-state={errors.length > 0 ? 'invalid' : 'valid'}
      className="border-red-700 data-[state=invalid]:border-l-4 data-[state=invalid]:pl-3"
    >
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-semibold text-red-700">
          {errors.map((error) => (
            <li key={error}>
              <span className="sr-only">{errorPrefix} </span>
              {error}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex items-stretch gap-2">
        <input
          {...input}
          ref={inputRef}
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={errors.length > 0 || undefined}
          className={`min-h-11 w-full min-w-0 rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 read-only:border-slate-300 read-only:bg-slate-100 read-only:text-slate-700 ${className ?? ''}`}
        />
        {trailing}
      </div>
    </div>
  );
}
