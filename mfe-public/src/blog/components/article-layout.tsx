import styled from 'styled-components';
import { Badge, RowList } from '@app/ui';
import { Container } from '../../shared/components/page-layout';

/** An article's tags as badges (the list hides itself when there are none). */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  return (
    <StyledTags $gap={2} $wrap aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="accent">{tag}</Badge>
        </li>
      ))}
    </StyledTags>
  );
}

/** The layout of an article page: a post, a draft's preview. */
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

const StyledTags = styled(RowList)`
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
