import type { JobDefinition } from './job-definition';

/**
 * Checks that every job has exactly one handler and every handler a job, and that no name (nor a former name, which
 * the worker still runs as its kind) stands for two kinds.
 * Returns the problems found; an empty list means the worker may start.
 */
export function findJobHandlerProblems(catalogue: readonly JobDefinition[], handlerJobNames: readonly string[]): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const name of handlerJobNames) counts.set(name, (counts.get(name) ?? 0) + 1);
  const known = new Set(catalogue.map((job) => job.name));
  const kindsNamed = new Map<string, number>();
  for (const name of catalogue.flatMap((job) => [job.name, ...job.formerNames])) kindsNamed.set(name, (kindsNamed.get(name) ?? 0) + 1);
  for (const [name, count] of kindsNamed) if (count > 1) problems.push(`the job name "${name}" stands for ${count} kinds`);

  for (const job of catalogue) {
    const count = counts.get(job.name) ?? 0;
    if (count === 0) problems.push(`job "${job.name}" has no handler`);
    if (count > 1) problems.push(`job "${job.name}" has ${count} handlers`);
  }
  for (const name of counts.keys()) {
    if (!known.has(name)) problems.push(`a handler is declared for unknown job "${name}"`);
  }
  return problems;
}
