import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger, HookParameters } from 'astro';
import { afterEach, beforeEach } from 'vitest';
import type { StepContext } from '../pipeline.ts';
import { TRANSLATED_LANGS } from '../../../src/i18n/languages.ts';

const TEMPLATE = '<template data-page-script><script type="module" src="/_astro/PageScript.abc.js"></script></template>';
/** The Content-Security-Policy Astro computes for each fixture page (see {@link stepContext}). */
export const FIXTURE_POLICY = "default-src 'self'; script-src 'self'";

/** A page as Astro builds it (its CSP goes to the response headers, not into the page), with `islands` an island and its inline runtime (here a stand-in). */
export function page(title: string, { islands = false } = {}): string {
  const island = islands
    ? `<script>customElements.define("astro-island",class extends HTMLElement{})</script><astro-island uid="1" client="after-paint"></astro-island>`
    : '';
  return `<html><head></head><body><h1>${title}</h1>${island}${TEMPLATE}</body></html>`;
}

/** The pages of the fixture build in English, at their addresses without a language prefix. */
const ENGLISH: Record<string, string> = {
  'index.html': page('Home'),
  'learn-now/index.html': page('Learn Now', { islands: true }),
  'review/index.html': page('Review', { islands: true }),
  'interactive-learn/what-is-money/index.html': page('Player', { islands: true }),
  'learn/financial-basics/index.html': page('Financial Basics', { islands: true }),
  'finance-quiz/index.html': page('Finance quiz', { islands: true }),
  'auth/index.html': page('Sign in', { islands: true }),
  'offline/index.html': page('You are offline'),
  'learn/what-is-money-really/quiz.json': '{"quizPool":[],"sources":[]}',
};

/**
 * A small `dist/`: a page of each kind the steps treat differently (with and without islands,
 * precached or not, indexed or not) and a module's quiz file in English and again under each other language's folder
 * (`es/learn-now/index.html`, its title marked `(es)`), a script, a style, an icon and the manifest.
 */
export const FILES: Record<string, string> = {
  ...ENGLISH,
  ...Object.fromEntries(
    TRANSLATED_LANGS.flatMap((lang) =>
      Object.entries(ENGLISH).map(([file, html]) => [`${lang}/${file}`, html.replace(/<h1>([^<]*)<\/h1>/, `<h1>$1 (${lang})</h1>`)]),
    ),
  ),
  '_astro/PageScript.abc.js': 'export const start = 1;',
  '_astro/BaseLayout.abc.css': 'body{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="bank" viewBox="0 0 24 24"/></svg>',
  'icons/icon-192.png': 'png',
  'manifest.webmanifest': '{"name":"The Vault Club"}',
};

/** Writes {@link FILES} into a new temporary folder; returns it as a `file:` URL, and how to remove it. */
export function fixtureDist(files: Record<string, string> = FILES): { dir: URL; read: (file: string) => string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'vault-club-dist-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return {
    dir: pathToFileURL(`${root}/`),
    read: (file) => readFileSync(join(root, file), 'utf8'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A fresh {@link fixtureDist} for each test of the file, removed after it; call the result for the current one. */
export function useFixtureDist(files: Record<string, string> = FILES): () => ReturnType<typeof fixtureDist> {
  let current: ReturnType<typeof fixtureDist> | undefined;
  beforeEach(() => {
    current = fixtureDist(files);
  });
  afterEach(() => current?.remove());
  return () => current!;
}

/** A logger that keeps what it is told, each line with the label it was forked with. */
export function recordingLogger(lines: string[] = [], label = 'build'): AstroIntegrationLogger {
  const log = (message: string) => void lines.push(`[${label}] ${message}`);
  return {
    info: log,
    warn: log,
    error: log,
    debug: () => {},
    fork: (next: string) => recordingLogger(lines, next),
  } as unknown as AstroIntegrationLogger;
}

/** The context a step gets in a build of `dir` with these pages. */
export function stepContext(dir: URL, overrides: Partial<StepContext> = {}): StepContext {
  const logger = recordingLogger();
  const pages = Object.keys(FILES)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({ pathname: file.replace(/index\.html$/, '') }));
  const build = { dir, pages, assets: new Map(), logger } as unknown as HookParameters<'astro:build:done'>;
  const pagePolicies = new Map(pages.map(({ pathname }) => [`/${pathname.replace(/\/$/, '')}`, FIXTURE_POLICY]));
  return { production: false, redirects: { '/old': '/new' }, pagePolicies, build, logger, ...overrides };
}
