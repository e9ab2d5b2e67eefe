/**
 * Fills `{name}` placeholders in a UI string, e.g. `fill('You scored {n}/3.', { n: 2 })`.
 * Placeholders without a value stay as they are, so a missing value is visible, not blank.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
