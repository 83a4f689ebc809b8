/** The three static policy pages. Contact details are appended by the site from the company profile. */

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface PolicyDocument {
  title: string;
  intro: string[];
  sections: PolicySection[];
}

export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  intro: [
    'Harbourline Property Management ("Harbourline", "we", "us") respects your privacy. This policy explains how we collect, use, disclose and protect personal data in accordance with Singapore’s Personal Data Protection Act 2012 (PDPA).',
    'By using this website, sending us an enquiry or subscribing to our newsletter, you consent to the collection, use and disclosure of your personal data as described below.',
  ],
  sections: [
    {
      heading: 'Personal data we collect',
      paragraphs: ['We collect only the personal data we need to respond to you and to provide our services, including:'],
      items: [
        'Contact details you give us, such as your name, email address and phone number.',
        'Details about your property and enquiry, such as the service you are interested in and your message.',
        'Your newsletter subscription, including the time you gave your consent.',
        'For tenants and owners under a management agreement: identification, tenancy and payment details required by law or by the agreement.',
        'Technical data, such as your IP address and browser type, kept in server logs for security and to prevent abuse.',
      ],
    },
    {
      heading: 'How we use your personal data',
      paragraphs: ['We use your personal data to:'],
      items: [
        'Respond to your enquiries and arrange consultations.',
        'Provide, administer and improve our property management services.',
        'Send you our newsletter, if you have subscribed.',
        'Meet our legal and regulatory obligations, including those of HDB, URA and IRAS.',
        'Protect our website and our clients against fraud, spam and misuse.',
      ],
    },
    {
      heading: 'Consent and withdrawal',
      paragraphs: [
        'We record your consent when you send an enquiry or subscribe to the newsletter, together with the wording you agreed to and the time.',
        'You may withdraw your consent at any time by contacting us. Every newsletter contains an unsubscribe link that takes effect immediately. After withdrawal we stop using your data for that purpose, although we may keep records we are required to keep by law.',
      ],
    },
    {
      heading: 'Disclosure to third parties',
      paragraphs: [
        'We do not sell your personal data. We share it only when needed to serve you: with contractors who carry out repairs at your property, with prospective tenants or landlords as part of a tenancy, with service providers who host our systems or deliver our emails, and with government agencies when the law requires it.',
        'Every service provider is bound by contract to protect your data and to use it only for the work we ask of them.',
      ],
    },
    {
      heading: 'Transfers outside Singapore',
      paragraphs: [
        'Some of our service providers may store data outside Singapore. When that happens, we make sure the recipient protects your data to a standard comparable to the PDPA, as the Act requires.',
      ],
    },
    {
      heading: 'Protection and retention',
      paragraphs: [
        'We protect personal data with encrypted connections, access limited to the staff who need it, and regular reviews of our security measures.',
        'We keep personal data only as long as it is needed for the purpose it was collected for, or as long as the law requires. Enquiries that do not lead to an engagement are deleted within 24 months.',
      ],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        'You may ask for a copy of the personal data we hold about you, how it has been used in the past year, and for any errors to be corrected. We respond to such requests within 30 days. We may charge a reasonable fee for access requests, and we will tell you the fee before we proceed.',
      ],
    },
    {
      heading: 'Data breaches',
      paragraphs: [
        'If a data breach is likely to cause you significant harm, we will notify you and the Personal Data Protection Commission as the PDPA requires.',
      ],
    },
    {
      heading: 'Contacting our Data Protection Officer',
      paragraphs: [
        'Questions, requests and complaints about personal data can be sent to our Data Protection Officer using the contact details below. If you are not satisfied with our response, you may contact the Personal Data Protection Commission.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: PolicyDocument = {
  title: 'Terms of Service',
  intro: [
    'These terms govern your use of the Harbourline Property Management website. By using the website you agree to them. If you do not agree, please do not use the website.',
  ],
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'The website is operated by Harbourline Property Management, a company registered in Singapore. These terms apply to the website only. Our property management services are provided under a separate written agreement, which prevails over these terms for those services.',
      ],
    },
    {
      heading: 'Information on the website',
      paragraphs: [
        'The articles, market commentary and property examples on this website are general information. They are not financial, legal, tax or investment advice and do not take your personal circumstances into account. Please seek professional advice before making decisions about buying, selling or letting property.',
        'Property details, rents and figures are indicative and may change without notice. We try to keep the website accurate and up to date but make no warranty that it is complete or free of errors.',
      ],
    },
    {
      heading: 'Enquiries and newsletter',
      paragraphs: [
        'When you send an enquiry or subscribe to our newsletter you agree to give accurate information. Sending an enquiry does not create a contract; a management engagement begins only when both parties sign a written agreement.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'Use the website for any unlawful purpose or in breach of these terms.',
        'Send spam, automated submissions or content that is false, defamatory or offensive.',
        'Attempt to gain unauthorised access to the website, its servers or any connected system.',
        'Copy, scrape or republish content from the website for commercial purposes without our written permission.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'All content on the website, including text, graphics, logos and illustrations, belongs to Harbourline or its licensors and is protected by copyright and trade mark law. You may view and print pages for your personal, non-commercial use.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The website links to third-party websites, such as social networks, video platforms and maps. We are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by law, Harbourline is not liable for any loss or damage arising from your use of, or reliance on, the website or its content. Nothing in these terms excludes liability that cannot be excluded under Singapore law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version on this page applies from the date shown above. Continued use of the website after a change means you accept the updated terms.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Singapore, and the courts of Singapore have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
  ],
};

export const COOKIE_POLICY: PolicyDocument = {
  title: 'Cookie Policy',
  intro: [
    'This policy explains how the Harbourline website uses cookies and similar technologies, and how you can control them. We keep their use to a minimum.',
  ],
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, work in the same way. They let a website remember information between pages and visits.',
      ],
    },
    {
      heading: 'Cookies we use',
      paragraphs: ['The public pages of our website set no advertising or tracking cookies. We use:'],
      items: [
        'Strictly necessary cookies: a secure session cookie for staff who sign in to the admin area. Visitors to the public pages do not receive it.',
        'Security measures: short-lived records of form submissions per network address, kept on our servers (not in your browser) to stop spam.',
      ],
    },
    {
      heading: 'Third-party content',
      paragraphs: [
        'Videos and the office map load only when you choose to play or show them. At that moment the provider (YouTube, in its privacy-enhanced mode, or Google Maps) may set its own cookies under its own policy. Until you click, no content is loaded from these providers apart from the video preview images.',
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can block or delete cookies in your browser settings. Blocking strictly necessary cookies will prevent staff from signing in, but will not affect the public pages.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['If we start using other kinds of cookies, we will update this policy and, where the law requires it, ask for your consent first.'],
    },
  ],
};
