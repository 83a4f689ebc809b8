/**
 * PayNow QR payloads in the EMVCo merchant-presented format (EMV QRCPS), as SGQR and the banks' apps read them.
 *
 * A payload is a list of fields, each written as a two-digit id, a two-digit length and the value; a template's value is
 * itself such a list. The last field, `63`, is a CRC-16/CCITT-FALSE over everything before its value, its own `6304`
 * included, as four upper-case hex digits.
 */

export interface EmvField {
  id: string;
  value: string | EmvField[];
}

const EMV_MAX_VALUE_LENGTH = 99;
const CRC_FIELD_HEADER = '6304';

export const PAYNOW_REFERENCE_MAX_LENGTH = 25;
export const PAYNOW_PAYEE_NAME_MAX_LENGTH = 25;

/** EMV payloads are printable ASCII, so each character is one byte of the CRC's input. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index++) {
    crc ^= text.charCodeAt(index) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function encodeFields(fields: EmvField[]): string {
  return fields
    .map(({ id, value }) => {
      const text = typeof value === 'string' ? value : encodeFields(value);
      if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id "${id}" is not two digits`);
      if (!PRINTABLE_ASCII.test(text)) throw new RangeError(`EMV field ${id} has a character other than printable ASCII`);
      if (text.length > EMV_MAX_VALUE_LENGTH) throw new RangeError(`EMV field ${id} is longer than ${EMV_MAX_VALUE_LENGTH} characters`);
      return `${id}${String(text.length).padStart(2, '0')}${text}`;
    })
    .join('');
}

/** The whole payload: the fields in the order given, then the CRC field. */
export function encodeEmvPayload(fields: EmvField[]): string {
  const body = `${encodeFields(fields)}${CRC_FIELD_HEADER}`;
  return `${body}${crc16CcittFalse(body)}`;
}

/** True when the payload ends with a CRC field whose value matches the rest (the CRC is always the last 4 characters). */
export function hasValidEmvCrc(payload: string): boolean {
  const crcStart = payload.length - 4;
  if (crcStart < CRC_FIELD_HEADER.length || payload.slice(crcStart - CRC_FIELD_HEADER.length, crcStart) !== CRC_FIELD_HEADER) return false;
  return crc16CcittFalse(payload.slice(0, crcStart)) === payload.slice(crcStart);
}

export type PayNowProxy = { type: 'uen'; value: string } | { type: 'mobile'; value: string };

export interface PayNowPayment {
  proxy: PayNowProxy;
  /** Integer cents, at least 1. */
  amountCents: number;
  /** Letters and digits only, at most 25: what the payer's bank puts in the transfer's description. */
  reference: string;
  /** Shown by the payer's bank before they confirm; cut to 25 characters as EMV allows no more. */
  payeeName: string;
  /** The last Singapore day the code may be paid, as YYYYMMDD. */
  expiresOn?: string;
}

const PROXY_TYPE_CODE: Record<PayNowProxy['type'], string> = { mobile: '0', uen: '2' };

export function formatPayNowAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) throw new RangeError('A PayNow amount is a whole number of cents, at least 1');
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

function checkPayment({ reference, proxy, expiresOn }: PayNowPayment): void {
  if (!/^[A-Za-z0-9]+$/.test(reference)) throw new RangeError('A PayNow reference is letters and digits only');
  if (reference.length > PAYNOW_REFERENCE_MAX_LENGTH) throw new RangeError(`A PayNow reference is at most ${PAYNOW_REFERENCE_MAX_LENGTH} characters`);
  if (proxy.type === 'mobile' && !/^\+65[89]\d{7}$/.test(proxy.value)) throw new RangeError('A PayNow mobile number is +65 followed by 8 digits');
  if (proxy.type === 'uen' && !/^[0-9A-Z]{9,10}$/.test(proxy.value)) throw new RangeError('A UEN is 9 or 10 letters and digits');
  if (expiresOn !== undefined && !/^\d{8}$/.test(expiresOn)) throw new RangeError('A PayNow expiry is a date written YYYYMMDD');
}

/** A dynamic PayNow QR payload for one exact amount that the payer cannot edit. */
export function buildPayNowPayload(payment: PayNowPayment): string {
  checkPayment(payment);
  const merchantAccount: EmvField[] = [
    { id: '00', value: 'SG.PAYNOW' },
    { id: '01', value: PROXY_TYPE_CODE[payment.proxy.type] },
    { id: '02', value: payment.proxy.value },
    { id: '03', value: '0' },
    ...(payment.expiresOn ? [{ id: '04', value: payment.expiresOn }] : []),
  ];
  return encodeEmvPayload([
    { id: '00', value: '01' },
    { id: '01', value: '12' },
    { id: '26', value: merchantAccount },
    { id: '52', value: '0000' },
    { id: '53', value: '702' },
    { id: '54', value: formatPayNowAmount(payment.amountCents) },
    { id: '58', value: 'SG' },
    { id: '59', value: payment.payeeName.slice(0, PAYNOW_PAYEE_NAME_MAX_LENGTH) },
    { id: '60', value: 'Singapore' },
    { id: '62', value: [{ id: '01', value: payment.reference }] },
  ]);
}
