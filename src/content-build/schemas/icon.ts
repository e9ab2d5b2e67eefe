import { z } from 'astro/zod';
import { ICON_NAMES } from '../../shared/rules/icons.ts';

/**
 * An icon by name, e.g. "coins" or "bank": drawn by the site as SVG with a text alternative
 * (see `src/shared/rules/icons.ts` for the names), never an emoji, which shows as an empty box on phones
 * without an emoji font. Slides, cards and statistics all use this one set.
 */
export const iconSchema = z.enum(ICON_NAMES, {
  error: (issue) =>
    `"${String(issue.input)}" is not an icon name. Use one of: ${ICON_NAMES.join(', ')} (emoji are not allowed; to add a name, see src/shared/rules/icons.ts).`,
});
