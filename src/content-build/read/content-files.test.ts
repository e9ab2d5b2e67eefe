import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentFilesUnder,
  contentNames,
  contentPath,
  hasContent,
  localizedContentPath,
  readContentJson,
  readTextFile,
  textFileParts,
} from './content-files.ts';

const root = mkdtempSync(join(tmpdir(), 'vault-club-content-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const [path, text] of Object.entries({
  'modules/b.json': '{"id":"b"}',
  'modules/a.json': '{"id":"a"}',
  'modules/notes.txt': 'not content',
  'es/modules/a.json': '{"id":"a","title":"Uno"}',
  'lessons/basics.mdx': '---\ntitle: Basics\nsources: []\n---\n\nFirst paragraph.\n',
})) {
  mkdirSync(dirname(join(root, 'content', path)), { recursive: true });
  writeFileSync(join(root, 'content', path), text);
}

describe('the reader of content/', () => {
  it('reads a file by its path under content/, from a folder or its file: URL', () => {
    expect(readContentJson(root, 'modules/a.json')).toEqual({ id: 'a' });
    expect(readContentJson(pathToFileURL(`${root}/`), 'es/modules/a.json')).toEqual({ id: 'a', title: 'Uno' });
    expect(contentPath(root, 'exam.json')).toBe(join(root, 'content', 'exam.json'));
    expect(hasContent(root, 'exam.json')).toBe(false);
  });

  it('lists a folder’s files of one kind in name order, and none of a folder that does not exist', () => {
    expect(contentNames(root, 'modules', '.json')).toEqual(['a.json', 'b.json']);
    expect(contentNames(root, 'quizzes', '.json')).toEqual([]);
    expect(contentFilesUnder(root, 'es').sort()).toEqual([join('modules', 'a.json')]);
  });

  it('gives a language its translation where there is one, else the English file, as the site falls back', () => {
    expect(localizedContentPath(root, 'modules/a.json', 'es')).toBe(join('es', 'modules', 'a.json'));
    expect(localizedContentPath(root, 'modules/b.json', 'es')).toBe('modules/b.json');
    expect(localizedContentPath(root, 'modules/a.json', 'en')).toBe('modules/a.json');
  });

  it('splits a Markdown file into its frontmatter, its body and the line the body starts on', () => {
    expect(readTextFile(root, 'lessons/basics.mdx')).toEqual({
      data: { title: 'Basics', sources: [] },
      body: '\nFirst paragraph.\n',
      firstLine: 5,
    });
    expect(textFileParts('---\r\ntitle: Windows\r\n---\r\nBody')).toEqual({ data: { title: 'Windows' }, body: 'Body', firstLine: 4 });
    expect(textFileParts('No frontmatter.')).toEqual({ data: undefined, body: 'No frontmatter.', firstLine: 1 });
    expect(() => textFileParts('---\ntitle: [unclosed\n---\n')).toThrow();
  });
});
