/**
 * The rule for the name printed on a certificate, as the form checks it before sending. The
 * database (`private.certificate_name_problem` in
 * `supabase/migrations/20251201000300_certificate_names.sql`) is the authority; this is the
 * same rule, so the learner hears why at once.
 */

/** Why a name cannot be printed: which character (as U+XXXX) and what it is, or the whole name. */
export type NameProblem =
  { kind: 'length' } | { kind: 'no-letter' } | { kind: 'control' | 'format' | 'line-break' | 'unassigned'; codePoint: string };

/** A code point as Unicode writes it: U+ and at least four upper-case hex digits. */
export function codePointLabel(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function charProblem(char: string): NameProblem | null {
  const codePoint = codePointLabel(char);
  if (/\p{Cc}/u.test(char)) return { kind: 'control', codePoint };
  if (/\p{Cf}/u.test(char)) return { kind: 'format', codePoint };
  if (char === '\u2028' || char === '\u2029') return { kind: 'line-break', codePoint };
  if (/\p{Cn}/u.test(char)) return { kind: 'unassigned', codePoint };
  return null;
}

/** The name as it will be stored: NFC-normalised, without surrounding spaces. */
export function normaliseCertificateName(name: string): string {
  return name.normalize('NFC').trim();
}

/**
 * The first reason `name` (as typed) cannot be printed, or null when it can: 1 to 100
 * characters after normalising, no control, format (bidirectional overrides and isolates,
 * zero-width characters), line-break or unassigned character, and at least one letter.
 */
export function certificateNameProblem(name: string): NameProblem | null {
  const printed = normaliseCertificateName(name);
  const chars = [...printed];
  if (chars.length < 1 || chars.length > 100) return { kind: 'length' };
  for (const char of chars) {
    const problem = charProblem(char);
    if (problem) return problem;
  }
  return /\p{L}/u.test(printed) ? null : { kind: 'no-letter' };
}
