import { describe, expect, it } from 'vitest';
import { MODULE_TABLE } from './curriculum.ts';
import { continueHref } from './next-module.ts';
import { defaultProgress } from '../../progress/rules/progress-rules.ts';
import { nextModule as nextOf } from './path-standing.ts';

const nextModule = (
  completedModules: string[],
  table: readonly { id: string; categoryIndex: number; moduleIndex: number }[] = MODULE_TABLE,
) => nextOf({ ...defaultProgress(), completedModules }, table);

const TABLE = [
  { id: 'a1', categoryIndex: 0, moduleIndex: 0 },
  { id: 'a2', categoryIndex: 0, moduleIndex: 1 },
  { id: 'b1', categoryIndex: 1, moduleIndex: 0 },
  { id: 'b2', categoryIndex: 1, moduleIndex: 1 },
];

describe('nextModule', () => {
  it('is the first module of the curriculum for a new learner', () => {
    expect(nextModule([], TABLE)?.id).toBe('a1');
    expect(nextModule([])).toEqual(MODULE_TABLE[0]);
  });

  it('is the next module on the path of the module completed last', () => {
    expect(nextModule(['a1'], TABLE)?.id).toBe('a2');
    expect(nextModule(['a1', 'b1'], TABLE)?.id).toBe('b2');
    expect(nextModule(['b1', 'a1'], TABLE)?.id).toBe('a2');
  });

  it('moves to the first open module elsewhere once that path is done', () => {
    expect(nextModule(['a1', 'a2'], TABLE)?.id).toBe('b1');
    expect(nextModule(['b1', 'b2'], TABLE)?.id).toBe('a1');
  });

  it('ignores ids the curriculum does not have, and is undefined when everything is done', () => {
    expect(nextModule(['retired-module'], TABLE)?.id).toBe('a1');
    expect(nextModule(['a1', 'retired-module'], TABLE)?.id).toBe('a2');
    expect(nextModule(['a1', 'a2', 'b1', 'b2'], TABLE)).toBeUndefined();
  });

  it('never names a locked module', () => {
    // b2 completed without b1 (from an older curriculum): b1 is open, not the later module.
    expect(nextModule(['b2'], TABLE)?.id).toBe('b1');
  });
});

describe('continueHref', () => {
  it('leads to the learning path until a module is completed on this device, and when all are', () => {
    expect(continueHref([], TABLE)).toBe('/learn-now');
    expect(continueHref(['a1', 'a2', 'b1', 'b2'], TABLE)).toBe('/learn-now');
  });

  it("leads to the next module's page once one is completed", () => {
    expect(continueHref(['a1'], TABLE)).toBe('/learn/a2');
    expect(continueHref([MODULE_TABLE[0]!.id])).toBe(`/learn/${MODULE_TABLE[1]!.id}`);
  });
});
