import styled from 'styled-components';
import { CONTACT_ENDPOINTS } from '@app/contracts';
import { Card, CardContent } from '@app/ui';
import { ContactDetails } from '../../company/components/contact-details';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { MapFacade } from '../../company/components/map-facade';
import { fullAddress } from '../../company/utils/contact-links';
import { type ContactFormReading } from '../utils/contact-form-values';
import { Island } from '../../islands/island';
import { useFormProblem } from '../../shared/components/form-post-fields';
import { ContactForm } from './contact-form';

interface ContactPanelProps {
  reading: ContactFormReading;
  initialService?: string | null;
}

/** The form beside the contact details and the map: the home section and the contact page share it. */
export function ContactPanel({ reading, initialService }: ContactPanelProps) {
  const profile = useCompanyProfile();
  const problem = useFormProblem(CONTACT_ENDPOINTS.sendForm);
  return (
    <StyledPanel>
      <StyledFormCard>
        <CardContent>
          <StyledFormTitle>Send Us a Message</StyledFormTitle>
          <Island name="contact-form" component={ContactForm} props={{ reading, initialService: initialService ?? null, problem }} />
        </CardContent>
      </StyledFormCard>
      <StyledAside>
        <StyledFormTitle>Contact Details</StyledFormTitle>
        <ContactDetails withSocialLinks={reading === 'page'} />
        <Island
          name="map-facade"
          component={MapFacade}
          props={{ companyName: profile.name, address: fullAddress(profile), mapEmbedUrl: profile.mapEmbedUrl }}
        />
      </StyledAside>
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr;
  }
`;

const StyledFormCard = styled(Card)`
  align-self: start;
`;

const StyledFormTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing[5]};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
`;

const StyledAside = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[6]};

  > h3 {
    margin-bottom: 0;
  }
`;
