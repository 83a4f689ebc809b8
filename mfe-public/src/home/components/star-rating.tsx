import styled from 'styled-components';
import { StarIcon } from '../../shared/components/icons';

const STARS = 5;

/** SPEC §9: every testimonial shows five stars, whatever its rating. */
export function FiveStars() {
  return (
    <StyledStars role="img" aria-label={`Rated ${STARS} out of ${STARS}`}>
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon key={index} />
      ))}
    </StyledStars>
  );
}

const StyledStars = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;
