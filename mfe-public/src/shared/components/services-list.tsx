import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SERVICES } from '@app/content';
import { Button } from '@app/ui';
import { CheckIcon } from './icons';
import { Container, Section, SectionHeader } from './page-layout';

interface ServicesListProps {
  /** Shows 'View All Services' under the list; the home page's list has none (SPEC §2). */
  withViewMore?: boolean;
}

/** Every service in brief, each linking to its section on /services. */
export function ServicesList({ withViewMore = false }: ServicesListProps) {
  return (
    <Section $tone="muted" aria-labelledby="services-list-title">
      <Container>
        <SectionHeader
          id="services-list-title"
          eyebrow="Everything Your Property Needs"
          title="Services at a Glance"
          description="Choose one service or combine several; one team coordinates them all."
        />
        <StyledList>
          {SERVICES.map((service) => (
            <li key={service.id}>
              <StyledIcon aria-hidden="true">
                <CheckIcon />
              </StyledIcon>
              <div>
                <h3>
                  <Link to={`/services#${service.id}`}>{service.title}</Link>
                </h3>
                <p>{service.description}</p>
              </div>
            </li>
          ))}
        </StyledList>
        {withViewMore && (
          <StyledMore>
            <Button as={Link} to="/services" size="lg">
              View All Services
            </Button>
          </StyledMore>
        )}
      </Container>
    </Section>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing[4]};
    padding: ${({ theme }) => theme.spacing[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[1]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  h3 a {
    color: inherit;
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledIcon = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing[10]};
`;
