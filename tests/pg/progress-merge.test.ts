import { expect, it } from 'vitest';
import { MODULE_TABLE } from '../../src/path/rules/curriculum.ts';
import { atOnce } from './at-once.ts';
import { POOL_SIZE, asRequest, learner, signUps, useDatabase } from './database.ts';

const database = useDatabase();

it('progress merged from many devices at the same moment ends with the union of the curriculum’s ids and the best results', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  // Each device completed one of the curriculum's modules and sends one made-up id beside it.
  const modules = Array.from({ length: POOL_SIZE }, (_, i) => MODULE_TABLE[i % MODULE_TABLE.length]!.id);
  const documents = modules.map((module, i) => ({
    version: 2,
    completedModules: [module, `made-up-${i}`],
    completedAt: { [module]: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() },
    lessons: { 'financial-basics': { completed: false, readPercent: i * 5 } },
  }));

  const answers = await atOnce(
    db,
    { tables: ['public.learning_progress'], gathered: POOL_SIZE },
    documents.map(
      (document) => () =>
        asRequest(db.api, learner(id!), async (client) => {
          await client.query('select public.merge_learning_progress($1)', [document]);
        }),
    ),
  );
  expect(answers).toHaveLength(POOL_SIZE);

  const { rows } = await db.owner.query<{ done: string[]; read: number; rows: number }>(
    `select array(select jsonb_array_elements_text(progress -> 'completedModules') order by 1) as done,
            (progress #>> '{lessons,financial-basics,readPercent}')::int as read,
            (select count(*)::int from public.learning_progress) as rows
     from public.learning_progress`,
  );
  expect(rows).toEqual([{ done: [...new Set(modules)].sort(), read: (POOL_SIZE - 1) * 5, rows: 1 }]);
});
