import { SERVICE_IDS } from '@app/contracts';
import { BUSINESS_HOURS } from './business-hours';
import { MISSION_AND_VALUES, PROCESS_STEPS, STRENGTHS, TRUST_STATS, WHY_CHOOSE } from './company';
import { CONTACT_FAQ, SERVICES_FAQ } from './faqs';
import { PAGE_METADATA, pageTitle } from './page-metadata';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from './policies';
import { findService, SERVICES } from './services';

describe('the service catalogue', () => {
  it('has one entry per service id, in the contract order, with its image', () => {
    expect(SERVICES.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    for (const service of SERVICES) {
      expect(service.image).toBe(`/images/services/${service.id}.svg`);
      expect(service.benefits.length).toBeGreaterThanOrEqual(3);
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.longDescription.length).toBeGreaterThan(service.description.length);
    }
    expect(findService('luxury')?.title).toBe('Luxury Property Management');
    expect(findService('penthouses')).toBeUndefined();
  });
});

describe('the fixed counts of SPEC §2', () => {
  it('has 6 service FAQs, 4 contact FAQs, 4 strengths, 4 trust figures, 6 reasons and 3 values', () => {
    expect(SERVICES_FAQ).toHaveLength(6);
    expect(CONTACT_FAQ).toHaveLength(4);
    expect(STRENGTHS).toHaveLength(4);
    expect(TRUST_STATS.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '5+ Years Experience',
      '128+ Properties Managed',
      '97% Client Satisfaction',
      '24/7 Customer Support',
    ]);
    expect(WHY_CHOOSE).toHaveLength(6);
    expect(MISSION_AND_VALUES.map((value) => value.title)).toEqual(['Our Mission', 'Excellence', 'SmartTech & AI']);
    expect(PROCESS_STEPS.map((step) => step.title)).toEqual(['Initial Consultation', 'Tailored Proposal', 'Onboarding', 'Ongoing Management']);
  });

  it('keeps the business hours of SPEC §9', () => {
    expect(BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`)).toEqual([
      'Monday: Closed',
      'Tuesday to Saturday: 10:00 AM to 8:00 PM',
      'Sunday: 10:00 AM to 5:00 PM',
    ]);
  });
});

describe('page metadata', () => {
  it('gives every page a title and a description of a length search engines show', () => {
    for (const { title, description } of Object.values(PAGE_METADATA)) {
      expect(title).toMatch(/Harbourline Property Management/);
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(200);
    }
    expect(pageTitle('A Post')).toBe('A Post | Harbourline Property Management');
  });
});

describe('policies', () => {
  it.each([PRIVACY_POLICY, TERMS_OF_SERVICE, COOKIE_POLICY])('$title has an introduction and sections', (policy) => {
    expect(policy.intro.length).toBeGreaterThan(0);
    expect(policy.sections.length).toBeGreaterThanOrEqual(5);
  });

  it('bases the privacy policy on the PDPA and the terms on Singapore law', () => {
    expect(PRIVACY_POLICY.intro.join(' ')).toContain('Personal Data Protection Act 2012');
    expect(TERMS_OF_SERVICE.sections.at(-1)?.paragraphs.join(' ')).toContain('laws of the Republic of Singapore');
  });
});
