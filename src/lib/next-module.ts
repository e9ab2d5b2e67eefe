/**
 * Which module "Continue learning" opens, as a pure rule over the ids of completed modules
 * (in the order they were completed, as progress stores them): the next module on the path of
 * the module completed last, when there is one still to do; otherwise the first module of the
 * curriculum not yet completed whose path lets the learner open it. Undefined when every
 * module is completed.
 */
import { MODULE_TABLE, type ModulePlace } from './curriculum';
import { defaultProgress, moduleStatus } from './progress-rules';

export function nextModule(completedModules: readonly string[], table: readonly ModulePlace[] = MODULE_TABLE): ModulePlace | undefined {
  const progress = { ...defaultProgress(), completedModules: [...completedModules] };
  const open = (module: ModulePlace) => moduleStatus(progress, module, table) === 'unlocked';
  const last = [...completedModules]
    .reverse()
    .map((id) => table.find((row) => row.id === id))
    .find((row) => row !== undefined);
  const onLastPath = last && table.find((row) => row.categoryIndex === last.categoryIndex && open(row));
  return onLastPath ?? table.find(open);
}

/**
 * Where "Continue learning" leads: the next module's page when the learner has completed any
 * module, else the learning path (`/learn-now`, which reads the account's progress and puts the
 * next module first: a new device may not hold the progress yet). Every module done: the path too.
 */
export function continueHref(completedModules: readonly string[], table: readonly ModulePlace[] = MODULE_TABLE): string {
  const next = completedModules.length > 0 ? nextModule(completedModules, table) : undefined;
  return next ? `/learn/${next.id}` : '/learn-now';
}
