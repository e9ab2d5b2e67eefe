import type { IconName } from '../../shared/rules/icons.ts';
import type { Slide } from '../schemas/module.ts';

/** Every icon a slide names: the visual's own, its cards', a comparison's two sides', the features'. */
export function slideIconNames(slide: Slide): IconName[] {
  if (slide.layout === 'visual') return [slide.visualElements.icon, ...slide.visualElements.cards.map((card) => card.icon)];
  if (slide.layout === 'grid') return slide.visualElements.cards.map((card) => card.icon);
  if (slide.layout === 'comparison') return [slide.visualElements.before.icon, slide.visualElements.after.icon];
  if (slide.layout === 'feature-cards') return slide.visualElements.features.map((feature) => feature.icon);
  return [];
}
