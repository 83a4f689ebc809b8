import styled from 'styled-components';
import { Container } from '../../shared/components/page-layout';

/** The layout of an article page (a post, a draft's preview) and of the page saying it cannot be shown. */
export const StyledArticle = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
`;

export const StyledNarrow = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  max-width: 48rem;
`;

export const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.typography.fontSize['5xl']};
  }
`;

export const StyledHeroImage = styled(Container)`
  max-width: 64rem;
  aspect-ratio: 40 / 21;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.xl};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const StyledProblem = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  padding-top: ${({ theme }) => theme.spacing[20]};
  padding-bottom: ${({ theme }) => theme.spacing[20]};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const StyledProblemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;
