import { describe, expect, it } from 'vitest';
import { isLearningPath, safeNextPath } from './safe-redirect.ts';
import { signInPathFor } from './sign-in-paths.ts';

const ORIGIN = 'http://127.0.0.1:4321';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeNextPath('/learn-now', ORIGIN)).toBe('/learn-now');
    expect(safeNextPath('/interactive-learn/tokens-tokenization?x=1#quiz', ORIGIN)).toBe('/interactive-learn/tokens-tokenization?x=1#quiz');
  });

  it('refuses other sites, however they are written', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'learn-now',
      ' /learn-now',
      '/.//evil.example',
      '/./\\evil.example',
      '/..//evil.example',
      '/a/../..//evil.example',
      '/%2e/%2fevil.example/..//evil.example',
      '/\\/evil.example',
      '/%5C%5Cevil.example/../..//evil.example',
      '/\n/evil.example',
      '/\r\n//evil.example',
      '/\u0000//evil.example',
      '/learn\u007f',
      'javascript:alert(1)//',
      '/javascript:alert(1)/../..//evil.example',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `/${'a'.repeat(3000)}`,
    ])
      expect(safeNextPath(next, ORIGIN), next).toBeUndefined();
  });

  it('keeps encoded slashes and dot segments that stay on the site, normalised', () => {
    expect(safeNextPath('/%2F%2Fevil.example', ORIGIN)).toBe('/%2F%2Fevil.example');
    expect(safeNextPath('/learn/./../learn-now', ORIGIN)).toBe('/learn-now');
    expect(safeNextPath('/javascript:alert(1)', ORIGIN)).toBe('/javascript:alert(1)');
  });

  it('refuses nothing and the auth page itself', () => {
    expect(safeNextPath(null, ORIGIN)).toBeUndefined();
    expect(safeNextPath('', ORIGIN)).toBeUndefined();
    expect(safeNextPath('/auth', ORIGIN)).toBeUndefined();
    expect(safeNextPath('/auth?next=/auth', ORIGIN)).toBeUndefined();
    expect(safeNextPath('/authors', ORIGIN)).toBe('/authors');
    expect(safeNextPath('/learn/../AUTH', ORIGIN)).toBeUndefined();
  });
});

describe('signInPathFor', () => {
  it('encodes the path into ?next=', () => {
    expect(signInPathFor('/interactive-learn/a?b=1')).toBe('/auth?next=%2Finteractive-learn%2Fa%3Fb%3D1');
  });
});

describe('isLearningPath', () => {
  it('is true for the learning path, a module, a quiz and the exam, with or without a query or fragment', () => {
    for (const path of [
      '/learn-now',
      '/learn/what-is-money-really',
      '/interactive-learn/tokens-tokenization',
      '/finance-quiz',
      '/comprehensive-exam?x=1',
      '/learn-now#wallet',
    ])
      expect(isLearningPath(path), path).toBe(true);
  });

  it('is false for other pages and for no page', () => {
    for (const path of ['/', '/white-paper', '/learn-more', '/learn', '/certificate', undefined])
      expect(isLearningPath(path), String(path)).toBe(false);
  });
});
