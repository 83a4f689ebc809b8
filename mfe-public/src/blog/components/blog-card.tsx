import styled from 'styled-components';
import type { BlogPostSummary } from '@app/contracts';
import { Badge, Button, VisuallyHidden } from '@app/ui';
import { GridCard, GridCardBody, GridCardSkeleton } from '../../shared/components/grid-card';
import { CARD_IMAGE_SIZES, PostImage } from '../../shared/components/post-image';
import { badgeOf } from '../utils/post-topics';
import { PublishDate } from './publish-date';

interface BlogCardProps {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  /** For cards at the top of a page: the image loads at once instead of lazily. */
  priority?: boolean;
}

/** A post in a list: image, badge, date, title (2 lines), excerpt (3 lines) and Read More. Plain links: the blog filter island renders cards without a router. */
export function BlogCard({ post, headingLevel = 'h3', priority = false }: BlogCardProps) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;

  return (
    <GridCard as="article">
      <StyledImageLink href={href} tabIndex={-1} aria-hidden="true">
        <PostImage src={post.imageUrl} source={post.imageSource} sizes={CARD_IMAGE_SIZES} width={640} height={360} priority={priority} />
      </StyledImageLink>
      <StyledBody>
        <StyledMeta>
          <Badge variant="accent">{badgeOf(post)}</Badge>
          <PublishDate value={post.publishDate} />
        </StyledMeta>
        <StyledTitle as={headingLevel}>
          <a href={href}>{post.matched ? <Marked parts={post.matched.title} /> : post.title}</a>
        </StyledTitle>
        <StyledExcerpt>{post.matched ? <Marked parts={post.matched.excerpt} /> : post.excerpt}</StyledExcerpt>
        <Button as="a" href={href} variant="outline">
          Read More<VisuallyHidden> about {post.title}</VisuallyHidden>
        </Button>
      </StyledBody>
    </GridCard>
  );
}

/** A search's matched words (the odd parts) in <mark>, the rest as text: no other markup can come of it. */
function Marked({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

export function BlogCardSkeleton() {
  return <GridCardSkeleton imageRatio="16 / 9" Body={StyledBody} lines={SKELETON_LINES} />;
}

/** Badge and date, title, excerpt, Read More. */
const SKELETON_LINES = [{ width: '40%', height: '1.25rem' }, { height: '1.5rem' }, { height: '4rem' }, { width: '8rem', height: '2.5rem' }];

const StyledImageLink = styled.a`
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &:hover img {
    transform: scale(1.03);
  }
`;

const StyledBody = styled(GridCardBody)`
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[5]};

  > a:last-child {
    margin-top: auto;
  }
`;

const marks = `
  mark {
    color: inherit;
    background: rgba(250, 204, 21, 0.4);
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  ${clamp(2)}
  ${marks}

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const StyledExcerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  ${clamp(3)}
  ${marks}
`;
