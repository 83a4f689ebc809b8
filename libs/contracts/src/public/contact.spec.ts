import { ContactEnquirySchema, HomeContactFormSchema, PageContactFormSchema } from './contact';

const valid = {
  name: 'Tan Mei Ling',
  email: ' Mei.Ling@Example.SG ',
  phone: '',
  service: 'co-living',
  message: 'Please call me about my flat.',
  consent: true,
};
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('contact form schemas (SPEC §5)', () => {
  it('accepts a complete enquiry, trimming and lower-casing the email, with an empty honeypot', () => {
    expect(ContactEnquirySchema.parse(valid)).toEqual({ ...valid, email: 'mei.ling@example.sg', website: '', marketingEmail: false, marketingPhone: false });
  });

  it.each([
    [{ name: 'A' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ email: 'mei.ling' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Please enter a valid email address'],
    [{ message: 'Call me' }, 'Please provide more details in your message'],
    [{ message: undefined }, 'Please provide more details in your message'],
  ])('refuses %j with "%s" in both readings', (change, message) => {
    expect(firstMessage(HomeContactFormSchema.safeParse({ ...valid, ...change }))).toBe(message);
    expect(firstMessage(PageContactFormSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('home section: needs a service and its own consent message', () => {
    expect(firstMessage(HomeContactFormSchema.safeParse({ ...valid, service: 'none' }))).toBe('Please select a service');
    expect(firstMessage(HomeContactFormSchema.safeParse({ ...valid, consent: false }))).toBe('Please consent to our data collection policy to proceed');
  });

  it('contact page: the service is optional, the consent has its own message', () => {
    const { service: _service, ...withoutService } = valid;
    expect(PageContactFormSchema.parse(withoutService).service).toBe('none');
    expect(firstMessage(PageContactFormSchema.safeParse({ ...valid, consent: false }))).toBe('You must agree to our terms and conditions');
  });

  it('the API accepts what either form sends, and only the listed services', () => {
    expect(ContactEnquirySchema.safeParse(HomeContactFormSchema.parse(valid)).success).toBe(true);
    expect(ContactEnquirySchema.safeParse({ ...valid, service: 'none', phone: undefined }).success).toBe(true);
    expect(firstMessage(ContactEnquirySchema.safeParse({ ...valid, service: 'gardening' }))).toBe('Please select a service');
    expect(firstMessage(ContactEnquirySchema.safeParse({ ...valid, consent: 'yes' }))).toBe('You must agree to our terms and conditions');
  });
});
