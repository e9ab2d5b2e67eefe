import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { ALL_MODULE_IDS, storeProgress } from './learner.ts';

/** Every page that reads as text: the long-form lessons and the white paper. */
const textPages = [
  ...readdirSync('content/lessons')
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `/learn/${file.replace(/\.mdx$/, '')}`),
  '/white-paper',
];

interface ModuleFile {
  id: string;
  slides: { title: string; content?: string; cites?: string[] }[];
  sources: { id: string; publisher: string; year: number }[];
}
const modules: ModuleFile[] = readdirSync('content/modules').map((file) => JSON.parse(readFileSync(`content/modules/${file}`, 'utf8')));
/** The first source a slide names: on the slide (`cites`) or after one of its sentences (`[^id]`). */
const firstSourceOf = ({ cites = [], content = '' }: ModuleFile['slides'][number]): string | undefined =>
  [...cites, ...[...content.matchAll(/\[\^([^\]\s]+)\]/g)].map((match) => match[1]!)].find((id) => id !== 'example');
const cited = modules.find((module) => firstSourceOf(module.slides[0]!))!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of textPages) {
    test(`${path}: each cited claim names its source under it; no citation marker is left in the text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).not.toContainText('[^');
      const lines = page.locator('.source-line');
      expect(await lines.count()).toBeGreaterThan(0);
      await expect(lines.first()).toHaveText(/^Sources?: .+, \d{4}/);
      // Each source named under a claim is one of the page's full list at the end.
      const listed = new Set(
        // A source may be a page of this site (the club's white paper, at /white-paper): any address counts.
        await page.locator('ol a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      );
      for (const href of await lines.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(listed.has(href)).toBe(true);
    });
  }
});

test(`a module's slide names the source of its figures, and the page lists every source (${cited.id})`, async ({ page }) => {
  // Every module open, so that the player keeps showing the slide once it is interactive
  // (a module still locked for a new visitor turns into "Module Locked").
  await storeProgress(page, ALL_MODULE_IDS);
  await page.goto(`/learn/${cited.id}`);
  const slide = page.locator('article[aria-labelledby="slide-title-0"]');
  await expect(slide.getByRole('heading', { level: 2 })).toHaveText(cited.slides[0]!.title);
  const first = cited.sources.find((source) => source.id === firstSourceOf(cited.slides[0]!))!;
  await expect(slide).toContainText(`${first.publisher}, ${first.year}`);
  const list = page.getByRole('region', { name: 'Sources' });
  await expect(list.getByRole('listitem')).toHaveCount(cited.sources.length);
});
