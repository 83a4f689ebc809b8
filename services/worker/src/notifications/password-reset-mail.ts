import { PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';
import type { MailMessage } from '@app/core';

/** The link to choose a new password, for a staff member who forgot theirs. */
export function composePasswordResetMail(email: string, link: string): MailMessage {
  return {
    to: email,
    subject: 'Choose a new password for the Harbourline admin panel',
    text: [
      'Someone (we hope you) asked to choose a new password for your Harbourline admin account.',
      '',
      `This link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs your account out everywhere:`,
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
