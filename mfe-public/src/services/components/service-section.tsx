import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Service } from '@app/content';
import { Button, VisuallyHidden, withoutBullets } from '@app/ui';
import { CheckIcon } from '../../shared/components/icons';
import { Container, Section } from '../../shared/components/page-layout';

interface ServiceSectionProps {
  service: Service;
  /** Alternate sections put the image on the other side. */
  reversed: boolean;
}

/** One service on /services, anchored by its id (/services#{id}). */
export function ServiceSection({ service, reversed }: ServiceSectionProps) {
  const titleId = `${service.id}-title`;

  return (
    <Section id={service.id} $tone={reversed ? 'muted' : 'plain'} aria-labelledby={titleId}>
      <StyledGrid $reversed={reversed}>
        <StyledImage src={service.image} alt="" width={400} height={240} loading="lazy" decoding="async" />
        <StyledCopy>
          <h2 id={titleId}>{service.title}</h2>
          <StyledLead>{service.description}</StyledLead>
          <p>{service.longDescription}</p>
          <StyledLists>
            <CheckList title="Key Benefits" items={service.benefits} />
            <CheckList title="Features" items={service.features} />
          </StyledLists>
          <Button as={Link} to={`/contact?service=${service.id}`} size="lg">
            Enquire About This Service<VisuallyHidden> for {service.title}</VisuallyHidden>
          </Button>
        </StyledCopy>
      </StyledGrid>
    </Section>
  );
}

function CheckList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

const StyledGrid = styled(Container)<{ $reversed: boolean }>`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.spacing[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $reversed }) => ($reversed ? '1.5fr 1fr' : '1fr 1.5fr')};

    > img {
      order: ${({ $reversed }) => ($reversed ? 1 : 0)};
    }
  }
`;

const StyledImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.accentSubtle};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }

  > p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;

const StyledLead = styled.p`
  && {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const StyledLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  width: 100%;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
    ${withoutBullets}
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  li svg {
    flex: none;
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.success};
  }
`;
