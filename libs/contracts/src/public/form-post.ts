import { z } from 'zod';
import { textInput } from '../common/text';
import { CHECKED_CHECKBOX } from '../common/form-post.constants';

/** The page a form was sent from: a path of this site (not `//host`), without query or fragment. */
export const FormReturnPathSchema = textInput({ error: 'The page the form was sent from is missing' }).regex(
  /^\/(?![/\\])[^?#\s\\]{0,300}$/,
  'The page the form was sent from is not a page of this site',
);

/** A checkbox of a form post: CHECKED_CHECKBOX when ticked, absent when not. */
export const checkedBox = (message: string) => z.literal(CHECKED_CHECKBOX, { error: message });
