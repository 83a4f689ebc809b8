import { composeNewsletterWelcomeMail } from './newsletter-welcome-mail';

describe('composeNewsletterWelcomeMail', () => {
  it('carries the unsubscribe link in the body and the List-Unsubscribe header', () => {
    const mail = composeNewsletterWelcomeMail('reader@example.sg', 'https://www.example.sg/newsletter/unsubscribe?token=t');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://www.example.sg/newsletter/unsubscribe?token=t>' });
    expect(mail.text).toContain('https://www.example.sg/newsletter/unsubscribe?token=t');
  });
});
