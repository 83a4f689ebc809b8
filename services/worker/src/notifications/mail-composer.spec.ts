import { OutboundMailEntity, RenewalOfferEntity } from '@app/core';
import { testTenancy } from '@app/core/testing';
import { MailComposer, RENEWAL_WITHDRAWN_UNSENT } from './mail-composer';
import type { OutboundMailsRepository } from './outbound-mails.repository';

describe('MailComposer', () => {
  const composer = new MailComposer({} as OutboundMailsRepository);
  const tenancy = testTenancy({ leaseStart: '2027-01-01', leaseEnd: '2028-12-31' });

  it('sends a renewal offer only while it is still offered: one withdrawn (or answered) while the mail waited is cancelled', async () => {
    const renewalOffer = new RenewalOfferEntity({
      tenancy,
      monthlyRentCents: 340_000,
      termMonths: 24,
      portalUrl: 'https://www.harbourline.test/portal',
      offeredBy: null,
    });
    const mail = new OutboundMailEntity({ kind: 'renewal_offer', renewalOffer }, 'meiling@example.sg');
    expect(await composer.compose(mail)).toMatchObject({ message: { to: 'meiling@example.sg' } });

    renewalOffer.status = 'withdrawn';
    expect(await composer.compose(mail)).toEqual({ unsent: { status: 'cancelled', reason: RENEWAL_WITHDRAWN_UNSENT, result: 'offer withdrawn' } });
  });
});
