import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_FAQ, PAGE_METADATA, RESPONSE_PROMISE } from '@app/content';
import { Button } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { whatsappHref } from '../../company/utils/contact-links';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { FaqSection } from '../../shared/components/faq-section';
import { ChatIcon } from '../../shared/components/icons';
import { HeadedSection } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { ContactPanel } from './contact-panel';
import { QuickContactCards } from './quick-contact-cards';

const ASK_DIRECTLY_MESSAGE = 'Hello Harbourline, I have a question that is not in your FAQ.';

export function ContactPage() {
  usePageMetadata(PAGE_METADATA.contact);
  const [searchParams] = useSearchParams();
  const { whatsappNumber } = useCompanyProfile();

  return (
    <>
      <PageHero eyebrow="Contact Us" title="Talk to a Property Specialist" description={RESPONSE_PROMISE}>
        <StyledQuickCards>
          <QuickContactCards />
        </StyledQuickCards>
      </PageHero>
      <HeadedSection
        titleId="contact-form-title"
        title="Get in Touch"
        description="Tell us about your property and what you need. The first consultation is free and without obligation."
      >
        <ContactPanel reading="page" initialService={searchParams.get('service')} />
      </HeadedSection>
      <FaqSection titleId="contact-faq-title" items={CONTACT_FAQ}>
        <StyledAsk>
          <p>Still have a question?</p>
          <Button as="a" href={whatsappHref(whatsappNumber, ASK_DIRECTLY_MESSAGE)} target="_blank" rel="noopener noreferrer" size="lg">
            <ChatIcon />
            Ask Us Directly
          </Button>
        </StyledAsk>
      </FaqSection>
    </>
  );
}

const StyledQuickCards = styled.div`
  margin-top: ${({ theme }) => theme.spacing[10]};
`;

const StyledAsk = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[10]};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
