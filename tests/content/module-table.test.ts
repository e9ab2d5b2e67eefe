import { describe, expect, it } from 'vitest';
import { CATEGORIES, MODULE_TABLE } from '../../src/lib/curriculum';
import { loadModules } from './load';

describe('the module table', () => {
  it('lists the 18 modules with their levels, places, slide and question counts', () => {
    const rows = MODULE_TABLE.map(({ id, level, categoryIndex, moduleIndex, slides, questions }) => `${id} ${level} ${categoryIndex}/${moduleIndex} ${slides} ${questions}`);
    expect(rows).toEqual([
      'what-is-money-really Beginner 0/0 5 5',
      'historical-evolution-money Beginner 0/1 8 8',
      'types-financial-markets Intermediate 0/2 8 8',
      'crypto-market-role Intermediate 0/3 8 7',
      'wealth-societal-empowerment Advanced 0/4 8 7',
      'financial-strategy-planning Advanced 0/5 8 7',
      'cryptocurrencies-fundamentals Beginner 1/0 6 6',
      'digital-ownership-empowerment Beginner 1/1 6 6',
      'tokens-tokenization Intermediate 1/2 6 6',
      'blockchain-technology-deep-dive Intermediate 1/3 6 5',
      'decentralized-finance-defi Advanced 1/4 6 5',
      'advanced-web3-innovations Expert 1/5 7 10',
      'learning-human-progress-foundation Beginner 2/0 7 6',
      'consequences-educational-absence Beginner 2/1 8 6',
      'financial-literacy-gatekeeping Intermediate 2/2 7 5',
      'money-as-control Intermediate 2/3 10 5',
      'global-education-statistics Advanced 2/4 10 8',
      'democratizing-financial-knowledge Advanced 2/5 10 5',
    ]);
    expect(CATEGORIES.map(({ name, quizName }) => `${name} (${quizName})`)).toEqual([
      'Financial Overview (Financial Basics)',
      'Web3 & Digital Ownership (Crypto & Web3)',
      'Why Learning Matters (Education & Learning)',
    ]);
  });
});

describe('module files', () => {
  const modules = loadModules();

  it('exist only for modules of the table, once each', () => {
    const ids = modules.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(MODULE_TABLE.map((row) => row.id)).toContain(id);
  });

  it.each(modules.map((module) => [module.id, module] as const))('%s matches its row of the table', (_id, module) => {
    const row = MODULE_TABLE.find((entry) => entry.id === module.id)!;
    expect({ level: module.level, categoryIndex: module.categoryIndex, moduleIndex: module.moduleIndex, slides: module.slides.length, questions: module.quizPool.length }).toEqual({
      level: row.level,
      categoryIndex: row.categoryIndex,
      moduleIndex: row.moduleIndex,
      slides: row.slides,
      questions: row.questions,
    });
  });

  it('never repeat a module index inside a category', () => {
    const places = modules.map((module) => `${module.categoryIndex}/${module.moduleIndex}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('keep every answer and required slide in range', () => {
    for (const module of modules) {
      for (const question of module.quizPool) {
        expect(question.correctAnswer, `${module.id} ${question.id}`).toBeLessThan(question.options.length);
        for (const slide of question.requiresSlides) expect(slide, `${module.id} ${question.id}`).toBeLessThan(module.slides.length);
      }
    }
  });
});
