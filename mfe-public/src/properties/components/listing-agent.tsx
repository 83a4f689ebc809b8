import styled from 'styled-components';
import type { ListingAgent } from '@app/contracts';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { phoneHref, whatsappHref } from '../../company/utils/contact-links';
import { ChatIcon, PhoneIcon } from '../../shared/components/icons';

interface ListingAgentDetailsProps {
  agent: ListingAgent;
  /** Named in the WhatsApp message the link starts. */
  listing: { title: string; reference: string };
}

/**
 * What a property advertisement must show in Singapore (CEA): the agent's name, registration number and phone, and
 * the agency's name and licence number. Server HTML, never hydrated: the phone and WhatsApp links need no script.
 */
export function ListingAgentDetails({ agent, listing }: ListingAgentDetailsProps) {
  const agency = useCompanyProfile();
  const whatsappNumber = agent.phone.replace(/\D/g, '');

  return (
    <ListingSidePanel aria-labelledby="listing-agent-title">
      <h2 id="listing-agent-title">Your Agent</h2>
      <StyledDetails>
        <dt>Agent</dt>
        <dd>{agent.name}</dd>
        <dt>CEA registration no.</dt>
        <dd>{agent.registrationNumber}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref(agent.phone)}>
            <PhoneIcon aria-hidden="true" />
            {agent.phone}
          </a>
          <a
            href={whatsappHref(whatsappNumber, `Hello ${agent.name}, I am interested in "${listing.title}" (${listing.reference}).`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon aria-hidden="true" />
            WhatsApp
          </a>
        </dd>
        <dt>Agency</dt>
        <dd>{agency.name}</dd>
        <dt>Agency licence no.</dt>
        <dd>{agency.licenceNumber}</dd>
      </StyledDetails>
      <StyledNoFee>No fee is required to book a viewing.</StyledNoFee>
    </ListingSidePanel>
  );
}

/** A boxed panel beside a listing's details: the agent, and the enquiry form. */
export const ListingSidePanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[3]};
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[1]};
    min-height: 2.75rem;
  }
`;

const StyledNoFee = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
