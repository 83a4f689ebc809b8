import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { INBOX_PATH } from '../enquiries/utils/inbox-paths';

/** The inbox's lists: enquiries, newsletter subscribers, campaigns and the viewing agenda. */
export function InboxTabs() {
  return (
    <StyledTabs aria-label="Inbox">
      <StyledTab to={INBOX_PATH} end>
        Enquiries
      </StyledTab>
      <StyledTab to={`${INBOX_PATH}/subscribers`}>Newsletter subscribers</StyledTab>
      <StyledTab to={`${INBOX_PATH}/campaigns`}>Campaigns</StyledTab>
      <StyledTab to={`${INBOX_PATH}/viewings`}>Viewings</StyledTab>
    </StyledTabs>
  );
}

const StyledTabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-bottom: ${({ theme }) => theme.spacing[4]};
`;

const StyledTab = styled(NavLink)`
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
