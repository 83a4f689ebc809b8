import type { Charge, Credit, Payment, PaymentScreenshot } from '@app/contracts';
import type { PaymentScreenshotEntity, RentChargeEntity, RentCreditEntity, RentPaymentEntity } from '@app/core';
import { type PhotoRoute, toPrivateImage } from '../maintenance/maintenance-view';

export function toCharge(charge: RentChargeEntity): Charge {
  return {
    id: charge.id,
    kind: charge.kind,
    reference: charge.reference,
    period: charge.period,
    description: charge.description,
    dueOn: charge.dueOn,
    amountCents: charge.amountCents,
    openCents: charge.openCents,
    createdAt: charge.createdAt.toISOString(),
  };
}

export function toScreenshot(screenshot: PaymentScreenshotEntity, route: PhotoRoute): PaymentScreenshot {
  return toPrivateImage(screenshot.media, screenshot.createdAt, route);
}

export function toPayment(payment: RentPaymentEntity, screenshot: PaymentScreenshotEntity | null, route: PhotoRoute): Payment {
  return {
    id: payment.id,
    tenancyId: payment.tenancy.id,
    amountCents: payment.amountCents,
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    status: payment.status,
    recordedBy: payment.recordedBy,
    chargeId: payment.charge?.id ?? null,
    rejectionReason: payment.rejectionReason,
    screenshot: screenshot ? toScreenshot(screenshot, route) : null,
    decidedAt: payment.decidedAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
  };
}

export function toCredit(credit: RentCreditEntity): Credit {
  return {
    id: credit.id,
    amountCents: credit.amountCents,
    unappliedCents: credit.unappliedCents,
    source: credit.source,
    reason: credit.reason,
    createdAt: credit.createdAt.toISOString(),
  };
}
