import type { MailMessage } from './mail-transport';

/** The welcome e-mail of a new subscriber, with the unsubscribe link in the body and the List-Unsubscribe header. */
export function composeNewsletterWelcomeMail(email: string, unsubscribeUrl: string): MailMessage {
  return {
    to: email,
    subject: 'Welcome to our property newsletter',
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    text: [
      'Thank you for subscribing to our newsletter.',
      '',
      'About once a month we will send you practical articles on renting out, maintaining and upgrading property in',
      'Singapore: HDB rules, condominium leasing, co-living, asset progression and what is happening in the market.',
      '',
      'If you did not ask for this, or change your mind later, you can unsubscribe at any time:',
      unsubscribeUrl,
    ].join('\n'),
  };
}
