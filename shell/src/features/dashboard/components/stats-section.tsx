import { useId } from 'react';
import styled from 'styled-components';
import { type DashboardStats } from '@app/contracts';
import { Button, media, Skeleton, Spinner } from '@app/ui';
import { errorMessage } from '@app/web';
import { useDashboardStats } from '../api/stats-query';
import { MostViewedPosts } from './most-viewed-posts';

export const ANALYTICS_SECTION_ID = 'analytics';

const COUNTERS: { label: string; count: (stats: DashboardStats) => number }[] = [
  { label: 'Published Posts', count: (stats) => stats.publishedPosts },
  { label: 'Draft Content', count: (stats) => stats.drafts },
  { label: 'Media Files', count: (stats) => stats.mediaFiles },
  { label: 'Total Post Views', count: (stats) => stats.totalPostViews },
];

/** SPEC §2 counters and the most viewed posts; the Analytics card links here. */
export function StatsSection() {
  const headingId = useId();
  return (
    <StyledSection id={ANALYTICS_SECTION_ID} aria-labelledby={headingId} tabIndex={-1}>
      <StyledHeading id={headingId}>Analytics</StyledHeading>
      <StatsContent />
    </StyledSection>
  );
}

function StatsContent() {
  const stats = useDashboardStats();
  if (stats.isPending) return <LoadingCounters />;
  if (stats.isError) {
    return (
      <StyledError role="alert">
        <p>Could not load the statistics: {errorMessage(stats.error)}</p>
        <Button variant="outline" onClick={() => void stats.refetch()}>
          Try Again
        </Button>
      </StyledError>
    );
  }
  return (
    <>
      <StyledCounters>
        {COUNTERS.map(({ label, count }) => (
          <StyledCounter key={label}>
            <dt>{label}</dt>
            <dd>{count(stats.data).toLocaleString('en-US')}</dd>
          </StyledCounter>
        ))}
      </StyledCounters>
      <MostViewedPosts posts={stats.data.mostViewed} />
    </>
  );
}

function LoadingCounters() {
  return (
    <>
      <Spinner label="Loading statistics" />
      <StyledCounters aria-hidden="true">
        {COUNTERS.map(({ label }) => (
          <StyledCounter key={label}>
            <dt>{label}</dt>
            <dd>
              <Skeleton width="4rem" height="2rem" />
            </dd>
          </StyledCounter>
        ))}
      </StyledCounters>
    </>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  scroll-margin-top: ${({ theme }) => theme.spacing[6]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
  }
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
`;

const StyledCounters = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const StyledCounter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.destructive};
  }
`;
