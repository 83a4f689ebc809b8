import styled from 'styled-components';
import type { PageMetadata, PolicyDocument } from '@app/content';
import { formatLongDate } from '@app/web';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { emailHref, fullAddress, phoneHref } from '../../company/utils/contact-links';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { Container, Section } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';

interface PolicyPageProps {
  policy: PolicyDocument;
  metadata: PageMetadata;
}

/** A static policy (privacy, terms, cookies) with its 'Last updated' line and the company's contact details. */
export function PolicyPage({ policy, metadata }: PolicyPageProps) {
  usePageMetadata(metadata);
  const profile = useCompanyProfile();

  return (
    <>
      <PageHero title={policy.title} description={`Last updated: ${formatLongDate(new Date())}`} />
      <Section>
        <StyledPolicy>
          {policy.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {policy.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <StyledContact>
            <h2>Contact Us</h2>
            <p>{profile.name}</p>
            <address>
              {fullAddress(profile)}
              <br />
              Email: <a href={emailHref(profile.email)}>{profile.email}</a>
              <br />
              Phone: <a href={phoneHref(profile.phone)}>{profile.phone}</a>
            </address>
          </StyledContact>
        </StyledPolicy>
      </Section>
    </>
  );
}

const StyledPolicy = styled(Container)`
  max-width: 48rem;
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};

  h2 {
    margin: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[3]}`};
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.spacing[4]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.spacing[2]};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledContact = styled.section`
  margin-top: ${({ theme }) => theme.spacing[10]};
  padding: ${({ theme }) => theme.spacing[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
  }

  address {
    font-style: normal;
  }
`;
