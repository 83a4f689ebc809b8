import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MOST_VIEWED_LIMIT, type DashboardStats } from '@app/contracts';

export function MostViewedPosts({ posts }: { posts: DashboardStats['mostViewed'] }) {
  const headingId = useId();
  return (
    <StyledPanel aria-labelledby={headingId}>
      <h3 id={headingId}>Most Viewed Posts</h3>
      {posts.length === 0 ? (
        <StyledEmpty>No posts have been published yet.</StyledEmpty>
      ) : (
        <StyledList>
          {posts.slice(0, MOST_VIEWED_LIMIT).map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
              <StyledViews>
                {post.viewCount.toLocaleString('en-US')} {post.viewCount === 1 ? 'view' : 'views'}
              </StyledViews>
            </li>
          ))}
        </StyledList>
      )}
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing[5]};

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const StyledViews = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
