import { textInput } from './text';

/** A visitor's name on the public forms (contact, viewing booking), SPEC §5: 2 to 120 characters, trimmed. */
export const VisitorNameSchema = textInput({ error: 'Name is required' }).trim().min(2, 'Name is required').max(120, 'Name must be at most 120 characters');
