import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SERVICES } from '@app/content';
import { Button, GridList } from '@app/ui';
import { CheckIcon } from './icons';
import { HeadedSection, SectionActions } from './page-layout';
import { RoundBadge } from './round-badge';

interface ServicesListProps {
  /** Shows 'View All Services' under the list; the home page's list has none (SPEC §2). */
  withViewMore?: boolean;
}

/** Every service in brief, each linking to its section on /services. */
export function ServicesList({ withViewMore = false }: ServicesListProps) {
  return (
    <HeadedSection
      titleId="services-list-title"
      tone="muted"
      eyebrow="Everything Your Property Needs"
      title="Services at a Glance"
      description="Choose one service or combine several; one team coordinates them all."
    >
      <StyledList $gap={5} $columns={{ md: 2 }}>
        {SERVICES.map((service) => (
          <li key={service.id}>
            <RoundBadge $size="2.25rem" $tone="primary" aria-hidden="true">
              <CheckIcon />
            </RoundBadge>
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
        <SectionActions>
          <Button as={Link} to="/services" size="lg">
            View All Services
          </Button>
        </SectionActions>
      )}
    </HeadedSection>
  );
}

const StyledList = styled(GridList)`
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
