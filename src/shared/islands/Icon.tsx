import { createElement } from 'react';
import type { IconDrawing } from '../rules/icons.ts';

interface Props {
  /** The drawing, drawn inline. */
  drawing?: IconDrawing | undefined;
  /** Or the address of its symbol in the icon sprite (`/icons.svg?v=…#bank`), drawn with `<use>`. */
  href?: string | undefined;
  /** The text alternative. Without one the icon is hidden from screen readers: use that only where the text beside it says the same. */
  label?: string | undefined;
  /** Width and height in CSS pixels. Default 24. */
  size?: number;
  className?: string;
}

/** An icon as inline SVG (never an emoji), an image with its text alternative; nothing when there is no drawing. */
export default function Icon({ drawing, href, label, size = 24, className }: Props) {
  if (!drawing && !href) return null;
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {href ? <use href={href} /> : drawing!.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
