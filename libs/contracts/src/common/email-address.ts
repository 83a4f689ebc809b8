import { z } from 'zod';
import { textInput } from './text';

const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A visitor's e-mail address (SPEC §5), trimmed and lower-cased so one address is one subscriber. */
export const EmailAddressSchema = textInput({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE));
