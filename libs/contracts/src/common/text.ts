import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, containsNulCharacter } from './nul-character';

/** The string schema of every text a client sends (bodies, queries, path parameters): z.string() without NUL characters. */
export function textInput(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !containsNulCharacter(value), NUL_CHARACTER_MESSAGE);
}
