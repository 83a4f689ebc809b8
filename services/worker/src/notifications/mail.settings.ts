import { z } from 'zod';
import { MAIL_TRANSPORT_SETTINGS } from '@app/core';

/** Worker settings for e-mail: only the worker sends mail. */
export const MAIL_SETTINGS = {
  ...MAIL_TRANSPORT_SETTINGS,
  /** Where new enquiries are sent; enquiries are stored, not e-mailed, without it. */
  STAFF_NOTIFY_EMAIL: z.email('must be an email address').optional(),
};
