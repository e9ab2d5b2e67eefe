import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import ids from 'virtual:review-card-ids';
import { cardIdsFromContent, cardIdsModule } from './review-card-ids.ts';
import { dueCardIds, moduleCardId, type ReviewCard } from '../../review/rules/review-cards.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ to edit, as an editor would. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vault-club-cards-'));
  dirs.push(dir);
  cpSync('content', join(dir, 'content'), { recursive: true });
  return dir;
}

const card = (due: string): ReviewCard => ({
  due,
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  state: 2,
  reviewedAt: '2025-11-24T20:00:00.000Z',
});

describe('the card ids of the content (virtual:review-card-ids)', () => {
  it('are every module quiz question and every category quiz question, once each', () => {
    const { ids: fromContent } = cardIdsFromContent(pathToFileURL(`${process.cwd()}/`));
    expect(ids).toEqual(fromContent);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('module/what-is-money-really/q1');
    expect(ids).toContain('quiz/finance/q15');
  });

  it('survive the compact module they ship as', async () => {
    const source = cardIdsModule(ids);
    const url = `data:text/javascript,${encodeURIComponent(source)}`;
    expect(((await import(/* @vite-ignore */ url)) as { default: string[] }).default).toEqual(ids);
  });

  it('retire a card whose question was removed, and keep one whose question text changed under the same id', () => {
    const dir = contentCopy();
    const file = join(dir, 'content/modules/what-is-money-really.json');
    const module = JSON.parse(readFileSync(file, 'utf8')) as { quizPool: { id: string; question: string }[] };
    const [first, second] = module.quizPool;
    module.quizPool = module.quizPool.filter((question) => question !== second);
    first!.question = 'A reworded question about money?';
    writeFileSync(file, JSON.stringify(module));
    const live = new Set(cardIdsFromContent(pathToFileURL(`${dir}/`)).ids);
    const reworded = moduleCardId('what-is-money-really', first!.id);
    const removed = moduleCardId('what-is-money-really', second!.id);
    const cards = { [reworded]: card('2025-11-25T20:00:00.000Z'), [removed]: card('2025-11-25T20:00:00.000Z') };
    expect(dueCardIds(cards, live, new Date('2025-11-26T00:00:00Z'))).toEqual([reworded]);
  });
});
