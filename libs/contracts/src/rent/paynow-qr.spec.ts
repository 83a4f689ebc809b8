import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { buildPayNowPayload, crc16CcittFalse, encodeEmvPayload, type EmvField, formatPayNowAmount, hasValidEmvCrc } from './paynow-qr';

/** An EMV template: its fields nested in one field, the first of them naming it (SG.PAYNOW, SG.SGQR). */
const template = (id: string, name: string, fields: [string, string][]): EmvField => ({
  id,
  value: [['00', name] as [string, string], ...fields].map(([subId, value]) => ({ id: subId, value })),
});

/** A static SGQR PayNow code's fields in their order: the PayNow and SGQR templates, category, currency and country, then the merchant's own. */
const staticSgqrFields = (payNow: [string, string][], sgqr: [string, string][], merchant: EmvField[]): EmvField[] => [
  { id: '00', value: '01' },
  { id: '01', value: '11' },
  template('26', 'SG.PAYNOW', payNow),
  template('51', 'SG.SGQR', sgqr),
  { id: '52', value: '0000' },
  { id: '53', value: '702' },
  { id: '58', value: 'SG' },
  ...merchant,
];

/** The fields of two published SGQR PayNow codes, in their order. */
const PUBLISHED_CODES: { fields: EmvField[]; payload: string }[] = [
  {
    fields: staticSgqrFields(
      [
        ['01', '2'],
        ['02', '202012345X'],
        ['03', '1'],
        ['04', '20211231'],
      ],
      [
        ['01', '202012345X123'],
        ['02', '01.0001'],
        ['03', '828671'],
        ['04', '01'],
        ['05', '123'],
        ['06', '0000'],
        ['07', '20191231'],
      ],
      [
        { id: '59', value: 'RATINAN LEE' },
        { id: '60', value: 'SINGAPORE' },
        { id: '61', value: '828761' },
        { id: '62', value: [{ id: '01', value: '987654321X' }] },
      ],
    ),
    payload:
      '00020101021126490009SG.PAYNOW010120210202012345X0301104082021123151820007SG.SGQR0113202012345X123020701.000103068286710402010503123060400000708201912315204000053037025802SG5911RATINAN LEE6009SINGAPORE610682876162140110987654321X630429FD',
  },
  {
    fields: staticSgqrFields(
      [
        ['01', '2'],
        ['02', 'T04SS0129D'],
        ['03', '1'],
        ['05', 'QS'],
      ],
      [
        ['01', '21073031741D'],
        ['02', '01.0001'],
        ['03', '600316'],
        ['04', '01'],
        ['05', '279'],
        ['06', '0000'],
        ['07', '20210730'],
      ],
      [
        { id: '59', value: 'LOVING HEART MULTI-SERVIC' },
        { id: '60', value: 'Singapore' },
      ],
    ),
    payload:
      '00020101021126430009SG.PAYNOW010120210T04SS0129D030110502QS51810007SG.SGQR011221073031741D020701.000103066003160402010503279060400000708202107305204000053037025802SG5925LOVING HEART MULTI-SERVIC6009Singapore6304A177',
  },
];

const rent = {
  proxy: { type: 'uen', value: '201912345K' },
  amountCents: 350_000,
  reference: 'HL7K2Q9202612',
  payeeName: 'Harbourline Property Management',
} as const;

async function decodeQrImage(payload: string): Promise<string | undefined> {
  const png = PNG.sync.read(await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 4 }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('PayNow QR payload', () => {
  it.each(PUBLISHED_CODES.map((code, index) => [index + 1, code] as const))('reproduces published code %i byte for byte from its fields', (_, code) => {
    expect(encodeEmvPayload(code.fields)).toBe(code.payload);
    expect(hasValidEmvCrc(code.payload)).toBe(true);
  });

  it('computes CRC-16/CCITT-FALSE with its standard check value and keeps leading zeros', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
    const withLeadingZero = Array.from({ length: 5000 }, (_, n) => `6304${n}`).find((text) => crc16CcittFalse(text).startsWith('0'));
    expect(crc16CcittFalse(withLeadingZero!)).toMatch(/^0[0-9A-F]{3}$/);
  });

  it('writes a dynamic code for one exact amount that the payer cannot edit, with the reference in field 62', () => {
    const payload = buildPayNowPayload({ ...rent, expiresOn: '20261231' });
    expect(payload).toBe(
      encodeEmvPayload([
        { id: '00', value: '01' },
        { id: '01', value: '12' },
        {
          id: '26',
          value: [
            { id: '00', value: 'SG.PAYNOW' },
            { id: '01', value: '2' },
            { id: '02', value: '201912345K' },
            { id: '03', value: '0' },
            { id: '04', value: '20261231' },
          ],
        },
        { id: '52', value: '0000' },
        { id: '53', value: '702' },
        { id: '54', value: '3500.00' },
        { id: '58', value: 'SG' },
        { id: '59', value: 'Harbourline Property Mana' },
        { id: '60', value: 'Singapore' },
        { id: '62', value: [{ id: '01', value: 'HL7K2Q9202612' }] },
      ]),
    );
    expect(payload).toContain('010212');
    expect(payload).toContain('5407' + '3500.00');
    expect(hasValidEmvCrc(payload)).toBe(true);
  });

  it('refuses a payee name that is not printable ASCII, which a bank app could not show', () => {
    expect(() => buildPayNowPayload({ ...rent, payeeName: 'Harbourline Café' })).toThrow('printable ASCII');
  });

  it('pays a mobile number with proxy type 0', () => {
    expect(buildPayNowPayload({ ...rent, proxy: { type: 'mobile', value: '+6591234567' } })).toContain('0009SG.PAYNOW' + '01010' + '0211+6591234567' + '03010');
  });

  it('writes amounts with two decimals from integer cents', () => {
    expect(formatPayNowAmount(1)).toBe('0.01');
    expect(formatPayNowAmount(123_405)).toBe('1234.05');
    expect(() => formatPayNowAmount(0)).toThrow(RangeError);
    expect(() => formatPayNowAmount(12.5)).toThrow(RangeError);
  });

  it('refuses a reference longer than 25 characters or with other than letters and digits', () => {
    expect(() => buildPayNowPayload({ ...rent, reference: 'H'.repeat(25) })).not.toThrow();
    expect(() => buildPayNowPayload({ ...rent, reference: 'H'.repeat(26) })).toThrow('at most 25 characters');
    expect(() => buildPayNowPayload({ ...rent, reference: 'HL-2026' })).toThrow('letters and digits only');
  });

  it('refuses a malformed proxy or expiry', () => {
    expect(() => buildPayNowPayload({ ...rent, proxy: { type: 'mobile', value: '91234567' } })).toThrow('+65');
    expect(() => buildPayNowPayload({ ...rent, proxy: { type: 'uen', value: '2019-12345' } })).toThrow('UEN');
    expect(() => buildPayNowPayload({ ...rent, expiresOn: '2026-12-31' })).toThrow('YYYYMMDD');
  });

  it('detects a changed character through the CRC, read from the last four characters', () => {
    const payload = buildPayNowPayload(rent);
    expect(hasValidEmvCrc(payload.replace('3500.00', '3900.00'))).toBe(false);
    expect(hasValidEmvCrc(payload.slice(0, -1))).toBe(false);
  });

  it('renders as a QR image that decodes back to the same payload, whose CRC verifies', async () => {
    const payload = buildPayNowPayload({ ...rent, expiresOn: '20261231' });
    const decoded = await decodeQrImage(payload);
    expect(decoded).toBe(payload);
    expect(hasValidEmvCrc(decoded!)).toBe(true);
  });
});
