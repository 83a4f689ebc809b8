import styled from 'styled-components';
import { BUSINESS_HOURS } from '@app/content';

export function BusinessHours() {
  return (
    <StyledHours>
      {BUSINESS_HOURS.map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.hours}</dd>
        </div>
      ))}
    </StyledHours>
  );
}

const StyledHours = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  dd {
    margin: 0;
  }
`;
