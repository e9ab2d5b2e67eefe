import { useState } from 'react';
import TextField, { type TextFieldProps } from './TextField.tsx';

export interface PasswordFieldText {
  show: string;
  showLabel: string;
  hide: string;
  hideLabel: string;
  visible: string;
  hidden: string;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  text: PasswordFieldText;
  /** Whether the password is shown as text; the form hides it again on submit. */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}

/**
 * A password field with a Show/Hide button beside it, as GOV.UK's password input: the button
 * names what it does ("Show password"), controls the input, and a polite status says whether
 * the password is now visible. Paste and password managers work as in any password field.
 */
export default function PasswordField({ text, shown, onShownChange, ...field }: PasswordFieldProps) {
  const [announcement, setAnnouncement] = useState('');
  const toggle = () => {
    onShownChange(!shown);
    setAnnouncement(shown ? text.hidden : text.visible);
  };
  return (
    <div>
      <TextField
        {...field}
        type={shown ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        trailing={
          <button
            type="button"
            onClick={toggle}
            aria-controls={field.id}
            aria-label={shown ? text.hideLabel : text.showLabel}
            className="btn-outline min-w-20 shrink-0 border-2 border-slate-700"
          >
            {shown ? text.hide : text.show}
          </button>
        }
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
