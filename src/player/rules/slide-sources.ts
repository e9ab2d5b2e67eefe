/**
 * A module as its pages show it: the `[^id]` markers taken out of the words, and the sources
 * they name kept beside the paragraph, card or comparison list that holds them, so each
 * "Source: …" line sits under the words it supports. Worked out at build: the player ships
 * the result, not this code.
 */
import type { ModuleQuestion, Slide } from '../../content-build/schemas/module.ts';
import type { Source } from '../../content-build/schemas/source.ts';
import { citationIds, citedSources, withoutCitations } from '../../shared/rules/citations.ts';

/** What a "Source: …" line shows of a source: its publisher and year, linked to its address when it has one. */
export type SourceLink = Pick<Source, 'publisher' | 'year' | 'url'>;

/** The sources a reader sees under each part of one slide. */
export interface SlideSources<S extends SourceLink = Source> {
  /** Under each paragraph of `content` (its non-empty lines, in order): the sources its markers name. */
  paragraphs: S[][];
  /** Inside each card (in `slideCards` order): its own `cites` and the sources its description's markers name. */
  cards: S[][];
  /** Under each side of a comparison (before, then after): the sources its items' markers name. */
  sides: S[][];
  /** At the end of the slide: its `cites`, the source of every figure that no marker follows. */
  slide: S[];
}

/** The non-empty lines of a slide's `content`: its paragraphs. */
export const paragraphsOf = (content: string): string[] => content.split('\n').filter((line) => line.trim() !== '');

const unmarkedCards = <T extends { description: string }>(cards: readonly T[]): T[] =>
  cards.map((card) => ({ ...card, description: withoutCitations(card.description) }));

/** `slide` with its markers taken out of its paragraphs, card descriptions and comparison items. */
function unmarkedSlide(slide: Slide): Slide {
  const content = slide.content.split('\n').map(withoutCitations).join('\n');
  switch (slide.layout) {
    case 'visual':
    case 'grid':
      return { ...slide, content, visualElements: { ...slide.visualElements, cards: unmarkedCards(slide.visualElements.cards) } } as Slide;
    case 'feature-cards':
      return { ...slide, content, visualElements: { features: unmarkedCards(slide.visualElements.features) } };
    case 'comparison': {
      const side = (part: typeof slide.visualElements.before) => ({ ...part, items: part.items.map(withoutCitations) });
      return { ...slide, content, visualElements: { before: side(slide.visualElements.before), after: side(slide.visualElements.after) } };
    }
    default:
      return { ...slide, content };
  }
}

/** The words of `slide` as a reader sees them, and the sources to name under each part (`sources`: its module's). */
export function shownSlide(slide: Slide, sources: readonly Source[]): { slide: Slide; sources: SlideSources } {
  const visual = slide.visualElements ?? {};
  const cards: readonly { description: string; cites?: readonly string[] | undefined }[] =
    'cards' in visual ? visual.cards : 'features' in visual ? visual.features : [];
  const sides = 'before' in visual ? [visual.before, visual.after] : [];
  return {
    slide: unmarkedSlide(slide),
    sources: {
      paragraphs: paragraphsOf(slide.content).map((line) => citedSources(citationIds(line), sources)),
      cards: cards.map((card) => citedSources([...(card.cites ?? []), ...citationIds(card.description)], sources)),
      sides: sides.map((side) => citedSources(side.items.flatMap(citationIds), sources)),
      slide: citedSources(slide.cites, sources),
    },
  };
}

/** `question` with the markers of its explanation taken out and added to its `cites`, which the player names under it. */
export function shownQuestion(question: ModuleQuestion): ModuleQuestion {
  const cites = [...new Set([...(question.cites ?? []), ...citationIds(question.explanation)])];
  return { ...question, explanation: withoutCitations(question.explanation), ...(cites.length > 0 && { cites }) };
}

/** `source` as a reader may see it: without `checkedVia`, the fact-check's own record of the copy it read. */
export function shownSource(source: Source): Source {
  const { checkedVia: _record, ...shown } = source;
  return shown;
}

/** `source` as a "Source: …" line shows it (`SourceLink`): the lesson player gets no more of it than it shows. */
export function sourceLink({ publisher, year, url }: SourceLink): SourceLink {
  return { publisher, year, ...(url !== undefined && { url }) };
}

const linksOf = (parts: SlideSources): SlideSources<SourceLink> => ({
  paragraphs: parts.paragraphs.map((sources) => sources.map(sourceLink)),
  cards: parts.cards.map((sources) => sources.map(sourceLink)),
  sides: parts.sides.map((sources) => sources.map(sourceLink)),
  slide: parts.slide.map(sourceLink),
});

/**
 * What the lesson player shows of `module`: its slides without markers, the sources under each
 * part of each slide (`shownSlide`, as `sourceLink`s), its questions with their explanations' markers moved into
 * their `cites` (`shownQuestion`), and its sources as a reader may see them (`shownSource`).
 */
export function shownModule(module: { slides: readonly Slide[]; quizPool: readonly ModuleQuestion[]; sources: readonly Source[] }): {
  slides: Slide[];
  slideSources: SlideSources<SourceLink>[];
  quizPool: ModuleQuestion[];
  sources: Source[];
} {
  const sources = module.sources.map(shownSource);
  const shown = module.slides.map((slide) => shownSlide(slide, sources));
  return {
    slides: shown.map(({ slide }) => slide),
    slideSources: shown.map(({ sources: parts }) => linksOf(parts)),
    quizPool: module.quizPool.map(shownQuestion),
    sources,
  };
}
