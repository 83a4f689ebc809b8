import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { buildPayNowPayload, type OpenCharge, type Payee } from '@app/contracts';
import { type OwnerUnitEntity, type RentChargeEntity, type TenancyEntity, unitOfTenancy } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { qrCodeDataUrl } from '../two-factor/qr-code';
import { toCharge } from './rent-view';

/**
 * Who receives a unit's rent by PayNow, and the QR code of a charge that pays it: the company's UEN and registered
 * name (COMPANY_UEN, COMPANY_PAYNOW_NAME) unless the unit's owner receives it on their own UEN or mobile number.
 */
@Injectable()
export class PayNowPayees {
  constructor(
    private readonly em: EntityManager,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** The payee of a unit (null: no owner links it, so the company). */
  payeeOfUnit(unit: Pick<OwnerUnitEntity, 'payeeKind' | 'payeeProxy' | 'payeeName'> | null): Payee {
    if (!unit || unit.payeeKind === 'company' || !unit.payeeProxy || !unit.payeeName) {
      return { kind: 'company', proxyType: 'uen', proxyValue: this.config.COMPANY_UEN, name: this.config.COMPANY_PAYNOW_NAME };
    }
    return { kind: unit.payeeKind, proxyType: unit.payeeKind === 'owner_mobile' ? 'mobile' : 'uen', proxyValue: unit.payeeProxy, name: unit.payeeName };
  }

  async payeeOf(tenancy: TenancyEntity): Promise<Payee> {
    return this.payeeOfUnit(await unitOfTenancy(this.em, tenancy));
  }

  /** A charge with the PayNow QR of what is open on it (the exact amount, not editable, and its reference). */
  async withQr(charge: RentChargeEntity, payee: Payee): Promise<OpenCharge> {
    const amountCents = charge.openCents;
    const payload =
      amountCents > 0
        ? buildPayNowPayload({ proxy: { type: payee.proxyType, value: payee.proxyValue }, amountCents, reference: charge.reference, payeeName: payee.name })
        : '';
    return { ...toCharge(charge), paynow: { qrImage: payload ? await qrCodeDataUrl(payload) : '', payload, payee, reference: charge.reference, amountCents } };
  }
}
