import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function SiteFooter() {
  return (
    <StyledFooter>
      <p>© {new Date().getFullYear()} Harbourline Property Management. Singapore.</p>
      <nav aria-label="Policies">
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
        <Link to="/cookies">Cookie Policy</Link>
      </nav>
    </StyledFooter>
  );
}

const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[6]};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  nav {
    display: flex;
    gap: ${({ theme }) => theme.spacing[4]};
  }

  a {
    color: inherit;
  }
`;
