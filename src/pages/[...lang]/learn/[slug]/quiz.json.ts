import type { APIRoute } from 'astro';
import type { Lang } from '../../../../i18n/languages.ts';
import { langPaths } from '../../../../i18n/routing.ts';
import { MODULE_TABLE } from '../../../../path/rules/curriculum.ts';
import { moduleEntry } from '../../../../content-build/page-data/learning-data.ts';
import { shownModule } from '../../../../player/rules/slide-sources.ts';
import type { ModuleQuizData } from '../../../../player/rules/module-quiz.ts';

/** Every module, in every language (see src/i18n/routing.ts). */
export function getStaticPaths() {
  return langPaths().flatMap(({ params, props }) => MODULE_TABLE.map(({ id }) => ({ params: { ...params, slug: id }, props })));
}

/**
 * A module's quiz, `/learn/{id}/quiz.json` (`moduleQuizHref`): its questions and the sources
 * they cite, which the lesson player loads once it runs (`player/islands/use-module-quiz.ts`)
 * instead of carrying them in the module's page.
 */
export const GET: APIRoute<{ lang: Lang }> = async ({ params, props }) => {
  const { data } = await moduleEntry(params.slug!, props.lang);
  const { quizPool, sources } = shownModule(data);
  const quiz: ModuleQuizData = { quizPool, sources };
  return new Response(JSON.stringify(quiz), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
