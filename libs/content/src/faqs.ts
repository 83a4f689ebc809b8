export interface FaqItem {
  question: string;
  answer: string;
}

/** The six questions on /services (also published as FAQPage structured data). */
export const SERVICES_FAQ: readonly FaqItem[] = [
  {
    question: 'What types of property do you manage?',
    answer:
      'We manage HDB flats, private condominiums, landed homes, co-living properties and luxury residences across Singapore. Our portfolio ranges from a single rented room to whole co-living buildings.',
  },
  {
    question: 'How much do your property management services cost?',
    answer:
      'Our management fee is typically a percentage of the monthly rent, agreed in writing before we start. The exact rate depends on the property type, the number of tenancies and the services you choose. There are no hidden charges: repairs are quoted and approved by you before work begins, except in an emergency.',
  },
  {
    question: 'How quickly do you respond to maintenance requests?',
    answer:
      'We respond to maintenance requests within 24 hours, and our 24/7 emergency line covers urgent issues such as water leaks, electrical faults and lock-outs. Tenants report issues through our app or WhatsApp, and you can follow every job until it is closed.',
  },
  {
    question: 'Do you handle HDB subletting rules and approvals?',
    answer:
      'Yes. We check your eligibility, the minimum occupation period, the non-citizen quota for your block and the maximum number of occupants, and we submit the subletting application and register the tenants with HDB on your behalf.',
  },
  {
    question: 'What is asset progression and who is it for?',
    answer:
      'Asset progression is planning how your property helps you reach your next goal: upgrading from an HDB flat to a condominium, right-sizing, buying an investment unit or restructuring your portfolio. It suits owners who want a clear, numbers-based plan covering timing, financing, stamp duties and rental income.',
  },
  {
    question: 'Can I switch to Harbourline if my property already has a tenant?',
    answer:
      'Yes. We take over the existing tenancy agreement, inspect and record the condition of the property, collect the deposit records and introduce ourselves to the tenant, so the handover is seamless for everyone.',
  },
];

/** The four questions on /contact. */
export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: 'How soon will I hear back after sending an enquiry?',
    answer: 'We reply to every enquiry within 24 hours on business days. If your matter is urgent, call us or message us on WhatsApp during business hours.',
  },
  {
    question: 'Is the first consultation free?',
    answer:
      'Yes. The initial consultation, in person, by phone or by video call, is free and without obligation. We look at your property and your goals and explain how we would help.',
  },
  {
    question: 'Can I visit your office without an appointment?',
    answer: 'You are welcome to drop by during business hours, but we recommend booking an appointment so the right specialist is available to meet you.',
  },
  {
    question: 'Do you serve properties outside the city centre?',
    answer: 'Yes. We manage properties across the whole of Singapore, from Woodlands and Punggol to Jurong, Tampines and the Central Region.',
  },
];
