/**
 * The icon sprite (build time, Node): every icon of `ICON_DRAWINGS` as an SVG `<symbol>` named
 * after it, served once at `/icons.svg` and drawn by the lesson player with `<use>`. A module page
 * then carries each icon's name and text alternative, not its drawing: the drawings come in one
 * file the browser and the offline precache keep for every module.
 */
import { createHash } from 'node:crypto';
import { ICON_DRAWINGS, type IconDrawing } from '../../shared/rules/icons.ts';

/** The sprite's address in the built site. */
export const ICON_SPRITE_PATH = '/icons.svg';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One drawing's elements as SVG markup: `<path d="…"/>`. */
function drawingMarkup(drawing: IconDrawing): string {
  return drawing
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).filter(([, value]) => value !== undefined);
      return `<${tag}${written.map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`).join('')}/>`;
    })
    .join('');
}

/** The sprite: an SVG document of one `<symbol id="{name}">` per icon, on Lucide's 24×24 grid. */
export function iconSprite(drawings: Record<string, IconDrawing> = ICON_DRAWINGS): string {
  const symbols = Object.entries(drawings).map(
    ([name, drawing]) => `<symbol id="${escapeAttribute(name)}" viewBox="0 0 24 24">${drawingMarkup(drawing)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

// The site's sprite is the same for every page of a build: its address is worked out once.
let siteSpriteHref: string | undefined;

/**
 * The sprite's address with a version of its content (`/icons.svg?v=…`): a changed drawing or a
 * new icon reaches browsers that kept the last sprite. The offline worker ignores `v`
 * (`service-worker.ts`) and answers from the sprite it precached with the same build.
 */
export function iconSpriteHref(sprite?: string): string {
  if (sprite === undefined) return (siteSpriteHref ??= iconSpriteHref(iconSprite()));
  return `${ICON_SPRITE_PATH}?v=${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}`;
}
