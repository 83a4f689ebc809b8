import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Environment = Record<string, string | undefined>;

/** Empty settings count as unset, so `FOO=` in a .env file falls back to the default. */
function withoutEmptyValues(env: Environment): Environment {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

/** Parses settings once, at start; a missing or bad setting throws a ConfigError naming it. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Environment): z.infer<S> {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(settings)'}: ${issue.message}`);
  throw new ConfigError(`Invalid settings:\n${problems.join('\n')}\nSee .env.example for every setting and its default.`);
}

/** Reads the process environment: the one place that does (see eslint.config.mjs). */
export function processEnvironment(): Environment {
  return process.env;
}
