import type { ModulePlace } from '../../path/rules/curriculum.ts';

/** A module of the curriculum, to name and link when the account lacks it (the exam needs every module). */
export interface ExamModule extends ModulePlace {
  /** The module's title in the page's language. */
  title: string;
  /** The module's page, e.g. "/learn/what-is-money-really". */
  href: string;
}
