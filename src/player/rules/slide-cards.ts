import type { Card, Slide } from '../../content-build/schemas/module.ts';

/** A card as every view of a slide shows it. */
export type SlideCard = Pick<Card, 'icon' | 'title' | 'description' | 'color'>;

/**
 * The cards a slide shows, whatever its layout calls them: the `cards` of a visual or grid
 * slide, the `features` of a feature-cards slide (in indigo), none for the other layouts.
 */
export function slideCards(slide: Slide): SlideCard[] {
  if (slide.layout === 'visual' || slide.layout === 'grid') return slide.visualElements.cards;
  if (slide.layout === 'feature-cards') return slide.visualElements.features.map((feature) => ({ ...feature, color: 'indigo' as const }));
  return [];
}
