import {
  AgencyLicenceNumberSchema,
  CEA_MESSAGES,
  CeaRegistrationNumberSchema,
  OptionalSingaporePhoneSchema,
  SingaporePhoneSchema,
  agentNotReadyMessage,
} from './cea';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('CEA formats', () => {
  it.each(['L3012345K', 'l3012345k', ' L1234567A '])('takes the licence number %j', (value) => {
    expect(AgencyLicenceNumberSchema.parse(value)).toMatch(/^L\d{7}[A-Z]$/);
  });

  it.each(['L301234K', 'L30123456K', 'R3012345K', 'L3012345', 'L301234XK', ''])('refuses the licence number %j', (value) => {
    expect(messageOf(AgencyLicenceNumberSchema.safeParse(value))).toBe(CEA_MESSAGES.licenceNumber);
  });

  it.each(['R123456A', 'r123456a'])('takes the registration number %j', (value) => {
    expect(CeaRegistrationNumberSchema.parse(value)).toBe('R123456A');
  });

  it.each(['R12345A', 'R1234567A', 'L123456A', 'R123456', 'R123456AB'])('refuses the registration number %j', (value) => {
    expect(messageOf(CeaRegistrationNumberSchema.safeParse(value))).toBe(CEA_MESSAGES.registrationNumber);
  });

  it.each([
    ['91234567', '+65 9123 4567'],
    ['+65 9123 4567', '+65 9123 4567'],
    ['+6581234567', '+65 8123 4567'],
    ['65 6123-4567', '+65 6123 4567'],
    ['3123 4567', '+65 3123 4567'],
  ])('takes the phone number %j as %j', (value, expected) => {
    expect(SingaporePhoneSchema.parse(value)).toBe(expected);
  });

  it.each(['1234 5678', '9123456', '912345678', '+60 12 345 6789', 'call me', '+65 9123 456a'])('refuses the phone number %j', (value) => {
    expect(messageOf(SingaporePhoneSchema.safeParse(value))).toBe(CEA_MESSAGES.phone);
  });

  it('clears an optional field given as empty text or null, and keeps it when absent', () => {
    expect(OptionalSingaporePhoneSchema.parse('  ')).toBeNull();
    expect(OptionalSingaporePhoneSchema.parse(null)).toBeNull();
    expect(OptionalSingaporePhoneSchema.parse(undefined)).toBeUndefined();
  });

  it('names what an agent lacks', () => {
    expect(agentNotReadyMessage({ registrationNumber: true, phone: true })).toBe(
      'The responsible agent needs a CEA registration number and a phone number before this listing can be shown',
    );
    expect(agentNotReadyMessage({ registrationNumber: false, phone: true })).toBe(
      'The responsible agent needs a phone number before this listing can be shown',
    );
  });
});
