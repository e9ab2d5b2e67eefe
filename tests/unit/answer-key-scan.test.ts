import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { revealedKeys, scanBuiltSite } from '../answer-key-scan.ts';

const question = {
  id: 'f1',
  question: 'Which example shows money acting as a medium of exchange?',
  options: [
    { value: 'a', text: 'Writing prices on a cafe menu' },
    { value: 'b', text: "Paying for a bus ride with the driver's coins" },
  ],
  correct: 'b',
};

describe('the answer-key scan', () => {
  it('finds a key however the build encoded it', () => {
    expect(revealedKeys(JSON.stringify({ ...question }), [question])).toEqual(['f1']);
    expect(
      revealedKeys(
        `<astro-island props="{&quot;q&quot;:&quot;${question.question}&quot;,&quot;c&quot;:&quot;Paying for a bus ride with the driver&#39;s coins&quot;}">`,
        [question],
      ),
    ).toEqual(['f1']);
    expect(
      revealedKeys(
        `const b="Which example shows money acting as a medium of exchange?",k="Paying for a bus ride with the driver\\u0027s coins"`,
        [question],
      ),
    ).toEqual(['f1']);
  });

  it('does not flag a question shown without its key, or an option alone', () => {
    expect(revealedKeys(`<legend>${question.question}</legend><label>Writing prices on a cafe menu</label>`, [question])).toEqual([]);
    expect(revealedKeys("Paying for a bus ride with the driver's coins", [question])).toEqual([]);
  });

  it('walks a folder and names the files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'key-scan-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, 'index.html'), '<p>nothing</p>');
    writeFileSync(join(dir, '_astro', 'exam.js'), JSON.stringify([question]));
    expect(scanBuiltSite(dir, [question])).toEqual([{ file: join(dir, '_astro', 'exam.js'), ids: ['f1'] }]);
  });
});
