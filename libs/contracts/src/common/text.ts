import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, containsNulCharacter } from './nul-character';

/** The string schema of every text a client sends (bodies, queries, path parameters): z.string() without NUL characters. */
export function textInput(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !containsNulCharacter(value), NUL_CHARACTER_MESSAGE);
}

/** Text a client must write: trimmed, with `message` both when it is missing and when nothing is left once trimmed. */
export function requiredText(message: string) {
  return textInput({ error: message }).trim().min(1, message);
}
