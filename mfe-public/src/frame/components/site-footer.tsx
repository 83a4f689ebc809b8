import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NEWSLETTER_ENDPOINTS, type ServiceId, agencyDisclosure } from '@app/contracts';
import { type NavLinkItem, SERVICE_TITLES } from '@app/content';
import { GridList, RowList } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { SocialLinks } from '../../company/components/social-links';
import { Island } from '../../islands/island';
import { NewsletterForm } from '../../newsletter/components/newsletter-form';
import { BrandMark } from '../../shared/components/brand-mark';
import { useFormProblem } from '../../shared/components/form-post-fields';
import { Container } from '../../shared/components/page-layout';
import { BOTTOM_BAR_HEIGHT } from './mobile-bottom-bar';
import { FOOTER_QUICK_LINKS, POLICY_LINKS } from './nav-links';

/** The footer's service anchors, in the order of SPEC §2. */
const FOOTER_SERVICE_IDS: readonly ServiceId[] = [
  'property-management',
  'co-living',
  'luxury',
  'tenant-placement',
  'maintenance',
  'asset-progression',
  'coliving-operations',
];

const FOOTER_SERVICE_LINKS: readonly NavLinkItem[] = FOOTER_SERVICE_IDS.map((id) => ({ to: `/services#${id}`, label: SERVICE_TITLES[id] }));

export function SiteFooter() {
  const profile = useCompanyProfile();
  const newsletterProblem = useFormProblem(NEWSLETTER_ENDPOINTS.subscribeForm, 'footer');

  return (
    <StyledFooter>
      <Container>
        <StyledColumns>
          <StyledAbout>
            <StyledBrand>
              <BrandMark />
              <span>Harbourline</span>
            </StyledBrand>
            <StyledBlurb>
              Property management and asset progression in Singapore, for HDB flats, condominiums, co-living homes and luxury residences.
            </StyledBlurb>
            <SocialLinks tone="dark" />
          </StyledAbout>
          <LinkColumn titleId="footer-quick-links" title="Quick Links" links={FOOTER_QUICK_LINKS} />
          <LinkColumn titleId="footer-services" title="Our Services" links={FOOTER_SERVICE_LINKS} />
          <StyledNewsletter aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">Newsletter</h2>
            <StyledNewsletterIntro>Market updates, HDB and tenancy rule changes, and owner tips, once a month.</StyledNewsletterIntro>
            <Island name="newsletter-form" id="newsletter-footer" component={NewsletterForm} props={{ variant: 'footer', problem: newsletterProblem }} />
          </StyledNewsletter>
        </StyledColumns>
        <StyledBottomRow>
          <div>
            <p>
              © {new Date().getFullYear()} {profile.name}. All rights reserved.
            </p>
            <p>{agencyDisclosure(profile)}</p>
          </div>
          <nav aria-label="Policies">
            <StyledPolicyList $gap={4} $wrap>
              <LinkItems links={POLICY_LINKS} />
            </StyledPolicyList>
          </nav>
        </StyledBottomRow>
      </Container>
    </StyledFooter>
  );
}

/** A footer column: a navigation headed by its title. */
function LinkColumn({ titleId, title, links }: { titleId: string; title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <StyledLinkList $gap={1}>
        <LinkItems links={links} />
      </StyledLinkList>
    </nav>
  );
}

/** A list's items, each a link. */
function LinkItems({ links }: { links: readonly NavLinkItem[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to}>{link.label}</Link>
    </li>
  ));
}

const StyledFooter = styled.footer`
  /* On phones the bottom bar covers the last ${BOTTOM_BAR_HEIGHT}. */
  padding: ${({ theme }) => `${theme.spacing[12]} 0 calc(${BOTTOM_BAR_HEIGHT} + ${theme.spacing[6]})`};

  ${({ theme }) => theme.media.md} {
    padding-bottom: ${({ theme }) => theme.spacing[6]};
  }

  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[4]};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  nav a {
    color: inherit;
  }

  nav a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledBlurb = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.3fr 0.8fr 1.1fr 1.3fr;
  }
`;

const StyledAbout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`;

const StyledBrand = styled.p`
  display: inline-flex;
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StyledLinkList = styled(GridList)`
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing[1]} 0;
    text-decoration: none;
  }
`;

const StyledBottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-top: ${({ theme }) => theme.spacing[10]};
  padding-top: ${({ theme }) => theme.spacing[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.primaryHover};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const StyledPolicyList = styled(RowList)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing[1]} 0;
  }
`;

/** A light panel, so the form's labels and messages keep their usual colours. */
const StyledNewsletter = styled.section`
  align-self: start;
  padding: ${({ theme }) => theme.spacing[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  && h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNewsletterIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
