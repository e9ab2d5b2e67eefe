import { describe, expect, it } from 'vitest';
import { shownModule, shownQuestion, shownSlide } from './slide-sources.ts';
import type { ModuleQuestion, Slide } from '../../content-build/schemas/module.ts';
import type { Source } from '../../content-build/schemas/source.ts';

const sources: Source[] = [
  { id: 'findex-2025', publisher: 'World Bank', title: 'Global Findex 2025', year: 2025 },
  { id: 'fed-2025', publisher: 'Federal Reserve', title: 'Distributional Financial Accounts', year: 2025 },
];
const labels = (list: readonly Source[][]) => list.map((line) => line.map((source) => source.id));

describe('a slide as its pages show it', () => {
  it('takes the markers out of paragraphs and feature cards, and keeps their sources beside each part', () => {
    const slide: Slide = {
      id: 'slide-1',
      type: 'content',
      title: 'Accounts',
      layout: 'feature-cards',
      content: 'In 2024, 79% had one.[^findex-2025]\n\nThe top 10% held 87%.[^fed-2025] Most own little.',
      cites: ['findex-2025'],
      visualElements: {
        features: [
          { icon: 'bank', title: 'Stocks', description: 'The top 10% held 87%.[^fed-2025]' },
          { icon: 'phone', title: 'Phones', description: 'Many adults have a phone.' },
        ],
      },
    };
    const { slide: shown, sources: lines } = shownSlide(slide, sources);
    expect(shown.content).toBe('In 2024, 79% had one.\n\nThe top 10% held 87%. Most own little.');
    expect(shown.layout === 'feature-cards' && shown.visualElements.features.map((card) => card.description)).toEqual([
      'The top 10% held 87%.',
      'Many adults have a phone.',
    ]);
    expect(labels(lines.paragraphs)).toEqual([['findex-2025'], ['fed-2025']]);
    expect(labels(lines.cards)).toEqual([['fed-2025'], []]);
    expect(lines.slide.map((source) => source.id)).toEqual(['findex-2025']);
    expect(lines.sides).toEqual([]);
  });
});

describe('a question as the player shows it', () => {
  const question: ModuleQuestion = {
    id: 'q1',
    question: 'What share of adults had an account in 2024?',
    options: ['51%', '79%', '33%'],
    correctAnswer: 1,
    explanation: 'In 2024, 79% did.[^findex-2025] The top 10% held 87% of stocks.[^fed-2025]',
    requiresSlides: [0],
    cites: ['findex-2025'],
  };

  it("moves its explanation's markers into its cites, each once, and takes them out of the words", () => {
    expect(shownQuestion(question)).toEqual({
      ...question,
      explanation: 'In 2024, 79% did. The top 10% held 87% of stocks.',
      cites: ['findex-2025', 'fed-2025'],
    });
  });

  it('leaves a question without citations without cites', () => {
    const { cites: _, ...plain } = question;
    expect(shownQuestion({ ...plain, explanation: 'Because.' })).toEqual({ ...plain, explanation: 'Because.' });
  });
});

describe('a module as the player receives it', () => {
  it("never passes on a source's checkedVia, the copy a checker read, and keeps the rest of each source", () => {
    const read: Source = {
      ...sources[0]!,
      url: 'https://www.worldbank.org/en/publication/globalfindex',
      checkedVia: 'https://mirror.example/findex',
    };
    const slide: Slide = {
      id: 'slide-1',
      type: 'content',
      title: 'Accounts',
      layout: 'default',
      content: 'In 2024, 79% had one.[^findex-2025]',
    };
    const question: ModuleQuestion = {
      id: 'q1',
      question: 'What share had an account?',
      options: ['79%', '51%', '33%'],
      correctAnswer: 0,
      explanation: 'In 2024, 79% did.',
      requiresSlides: [0],
      cites: ['findex-2025'],
    };
    const shown = shownModule({ slides: [slide], quizPool: [question], sources: [read, sources[1]!] });
    const { checkedVia: _copy, ...visible } = read;
    expect(shown.sources).toEqual([visible, sources[1]]);
    // Under the slides, only what a "Source: …" line shows: publisher and year, linked to the address.
    expect(shown.slideSources[0]?.paragraphs).toEqual([[{ publisher: visible.publisher, year: visible.year, url: visible.url }]]);
    expect(JSON.stringify(shown)).not.toContain('mirror.example');
  });
});
