import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BLOG_POST_NOT_FOUND_MESSAGE, type BlogPost } from '@app/contracts';
import { pageTitle } from '@app/content';
import { RowList, Skeleton, VisuallyHidden } from '@app/ui';
import { NewsletterSection } from '../../newsletter/components/newsletter-section';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { useSiteOrigin } from '../../islands/site-origin';
import { ArrowLeftIcon } from '../../shared/components/icons';
import { InitialsAvatar } from '../../shared/components/initials-avatar';
import { HERO_IMAGE_SIZES, PostImage } from '../../shared/components/post-image';
import { ReadProblemPage } from '../../shared/components/problem-page';
import { useBlogPost } from '../api/blog-posts-query';
import { initialsOf } from '../utils/initials';
import { ArticleBody } from './article-body';
import { ArticleTags, StyledArticle, StyledHeroImage, StyledNarrow, StyledTitle } from './article-layout';
import { PublishDate } from './publish-date';
import { RelatedArticles } from './related-articles';
import { ShareLinks } from './share-links';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);

  if (post.isPending) return <PostSkeleton />;
  if (post.isError) {
    return (
      <ReadProblemPage
        error={post.error}
        onRetry={() => post.refetch()}
        titleId="post-problem-title"
        notFound={{ title: 'Blog Post Not Found', description: `${BLOG_POST_NOT_FOUND_MESSAGE}. It may have been moved or unpublished.` }}
        failed={{ title: 'Error fetching blog post', description: 'The article could not be loaded. Please try again.' }}
        back={BACK_TO_BLOG}
      />
    );
  }
  return <PostArticle post={post.data} />;
}

function PostArticle({ post }: { post: BlogPost }) {
  usePageMetadata({ title: pageTitle(post.title), description: post.excerpt });
  const url = `${useSiteOrigin()}/blog/${encodeURIComponent(post.slug)}`;

  return (
    <>
      <StyledArticle aria-labelledby="post-title">
        <StyledNarrow>
          <BackToBlog />
          <ArticleTags tags={post.tags} />
          <StyledTitle id="post-title">{post.title}</StyledTitle>
          <StyledByline>
            <InitialsAvatar initials={initialsOf(post.author)} />
            <div>
              <StyledAuthor>{post.author}</StyledAuthor>
              <PublishDate value={post.publishDate} />
            </div>
          </StyledByline>
        </StyledNarrow>
        <StyledHeroImage>
          <HeroImage post={post} />
        </StyledHeroImage>
        <StyledNarrow>
          <ArticleBody html={post.content} />
          {post.tags.length > 0 && (
            <StyledTagLinks $gap={3} $wrap aria-label="Browse articles by tag">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/blog?topic=${encodeURIComponent(tag.toLowerCase())}`}>#{tag}</Link>
                </li>
              ))}
            </StyledTagLinks>
          )}
          <ShareLinks url={url} title={post.title} />
        </StyledNarrow>
      </StyledArticle>
      <RelatedArticles post={post} />
      <NewsletterSection />
    </>
  );
}

/** The featured image, else the listing image: above the fold, so it loads at once. */
function HeroImage({ post }: { post: BlogPost }) {
  const [src, source] = post.featuredImage ? [post.featuredImage, post.featuredImageSource] : [post.imageUrl, post.imageSource];
  return <PostImage src={src} source={source} sizes={HERO_IMAGE_SIZES} width={1200} height={630} priority />;
}

function BackToBlog() {
  return (
    <StyledBackLink to="/blog">
      <ArrowLeftIcon aria-hidden="true" />
      Back to Blog
    </StyledBackLink>
  );
}

const BACK_TO_BLOG = { to: '/blog', label: 'Back to Blog' };

function PostSkeleton() {
  return (
    <StyledArticle aria-busy="true">
      <VisuallyHidden role="status">Loading article</VisuallyHidden>
      <StyledNarrow>
        <Skeleton width="8rem" />
        <Skeleton width="6rem" height="1.5rem" radius="full" />
        <Skeleton height="3rem" />
        <Skeleton width="14rem" height="2.75rem" />
      </StyledNarrow>
      <StyledHeroImage>
        <Skeleton height="100%" radius="none" />
      </StyledHeroImage>
      <StyledNarrow>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="1.25rem" width={index === 4 ? '60%' : '100%'} />
        ))}
      </StyledNarrow>
    </StyledArticle>
  );
}

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledByline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};

  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
  }
`;

const StyledAuthor = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledTagLinks = styled(RowList)`
  padding: ${({ theme }) => theme.spacing[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
