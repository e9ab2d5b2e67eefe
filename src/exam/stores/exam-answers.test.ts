// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetExamOnDevice } from './exam-answers.ts';

describe('forgetExamOnDevice', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('removes every exam key from both storages and leaves the rest', () => {
    window.sessionStorage.setItem('vault-club:exam-answers:attempt-1', '{"f1":"a"}');
    window.sessionStorage.setItem('vault-club:exam-answers:attempt-2', '{}');
    window.localStorage.setItem('vault-club:exam-answers:attempt-3', '{}');
    window.sessionStorage.setItem('vault-club:other', 'kept');
    window.localStorage.setItem('vault-club:preferences', 'kept');
    forgetExamOnDevice();
    expect(Object.keys(window.sessionStorage)).toEqual(['vault-club:other']);
    expect(Object.keys(window.localStorage)).toEqual(['vault-club:preferences']);
  });
});
