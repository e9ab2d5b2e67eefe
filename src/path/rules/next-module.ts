/** Where "Continue learning" links lead (the rule of the next module is `nextModule` in `progress-rules.ts`). */
import { MODULE_TABLE, type ModulePlace } from './curriculum.ts';
import { defaultProgress } from '../../progress/rules/progress-rules.ts';
import { nextModule } from './path-standing.ts';

/**
 * Where "Continue learning" leads: the next module's page when the learner has completed any
 * module, else the learning path (`/learn-now`, which reads the account's progress and puts the
 * next module first: a new device may not hold the progress yet). Every module done: the path too.
 */
export function continueHref(completedModules: readonly string[], table: readonly ModulePlace[] = MODULE_TABLE): string {
  const next =
    completedModules.length > 0 ? nextModule({ ...defaultProgress(), completedModules: [...completedModules] }, table) : undefined;
  return next ? `/learn/${next.id}` : '/learn-now';
}
