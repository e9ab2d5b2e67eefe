import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isModuleQuizData, type ModuleQuizData } from '../rules/module-quiz.ts';

/** Where a module's quiz is: on its way, here, or not come (offline before it was saved, a bad answer). */
export type QuizLoad = { status: 'loading' } | { status: 'ready'; quiz: ModuleQuizData } | { status: 'failed' };

/** The quiz file at `href`, checked; throws when it cannot be had or is not a quiz. */
async function fetchModuleQuiz(href: string): Promise<ModuleQuizData> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isModuleQuizData(data)) throw new Error(`${href} is not a module quiz`);
  return data;
}

/**
 * The module's quiz at `href` (`moduleQuizHref`), fetched as soon as the player runs (the
 * service worker keeps it for offline use with the module), and a way to ask for it again
 * after a failure. `onArrive` is called with the quiz when it comes.
 */
export function useModuleQuiz(href: string, onArrive: (quiz: ModuleQuizData) => void): { load: QuizLoad; retry: () => void } {
  const [load, setLoad] = useState<QuizLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const arrive = useEffectEvent(onArrive);
  useEffect(() => {
    let current = true;
    fetchModuleQuiz(href).then(
      (quiz) => {
        if (!current) return;
        setLoad({ status: 'ready', quiz });
        arrive(quiz);
      },
      (error: unknown) => {
        console.warn('Could not load the module quiz', error);
        if (current) setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [href, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { load, retry };
}
