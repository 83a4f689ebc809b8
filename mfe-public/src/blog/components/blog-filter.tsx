import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ALL_TOPICS, type BlogPostSummary } from '@app/contracts';
import { Button, EmptyState, Input, VisuallyHidden } from '@app/ui';
import { SearchIcon } from '../../shared/components/icons';
import { CardGrid } from '../../shared/components/page-layout';
import { blogAddress, type BlogFilters } from '../utils/blog-address';
import { distinctTopics, filterPosts } from '../utils/post-topics';
import { BlogCard } from './blog-card';

/** The first row of the grid on wide screens. */
const ABOVE_THE_FOLD_CARDS = 3;

interface BlogFilterProps {
  posts: BlogPostSummary[];
  /** The filters of the page's address, which the server applied. */
  initial: BlogFilters;
}

/**
 * The blog's search and topics over its grid (SPEC §5). As HTML it is a GET form and links to /blog?q=&topic=,
 * filtered by the server; hydrated, it filters in place and keeps the address in step. Text typed before it
 * hydrated is applied as it hydrates.
 */
export function BlogFilter({ posts, initial }: BlogFilterProps) {
  const [filters, setFilters] = useState(initial);
  const searchRef = useRef<HTMLInputElement>(null);
  const topics = useMemo(() => distinctTopics(posts), [posts]);
  const visiblePosts = useMemo(() => filterPosts(posts, filters.search, filters.topic), [posts, filters]);

  const apply = (next: BlogFilters) => {
    setFilters(next);
    window.history.replaceState(window.history.state, '', blogAddress(next));
  };

  useEffect(() => {
    const typedEarly = searchRef.current?.value ?? '';
    if (typedEarly !== initial.search) apply({ ...initial, search: typedEarly });
    // Once, as it hydrates: what the visitor typed into the server's markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseTopic = (topic: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    apply({ ...filters, topic });
  };

  return (
    <>
      <StyledSearch role="search" method="get" action="/blog" onSubmit={(event: FormEvent) => event.preventDefault()}>
        <VisuallyHidden as="label" htmlFor="blog-search">
          Search articles
        </VisuallyHidden>
        <SearchIcon aria-hidden="true" />
        <Input
          ref={searchRef}
          id="blog-search"
          type="search"
          name="q"
          placeholder="Search articles..."
          value={filters.search}
          onChange={(event) => apply({ ...filters, search: event.target.value })}
        />
        {filters.topic !== ALL_TOPICS ? <input type="hidden" name="topic" value={filters.topic} /> : null}
      </StyledSearch>
      <StyledTopics aria-label="Topics">
        {[ALL_TOPICS, ...topics].map((topic) => (
          <li key={topic}>
            <a href={blogAddress({ ...filters, topic })} aria-current={topic === filters.topic ? 'page' : undefined} onClick={chooseTopic(topic)}>
              {topic === ALL_TOPICS ? 'All Topics' : topic}
            </a>
          </li>
        ))}
      </StyledTopics>
      <VisuallyHidden role="status">{visiblePosts.length === 1 ? '1 article found' : `${visiblePosts.length} articles found`}</VisuallyHidden>
      {visiblePosts.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<SearchIcon />}
          title="No articles found"
          description="Try a different search or topic."
          action={
            <Button as="a" href="/blog" onClick={(event: MouseEvent) => {
              event.preventDefault();
              apply({ search: '', topic: ALL_TOPICS });
            }}>
              Reset Filters
            </Button>
          }
        />
      ) : (
        <StyledPostGrid>
          {visiblePosts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h2" priority={index < ABOVE_THE_FOLD_CARDS} />
            </li>
          ))}
        </StyledPostGrid>
      )}
    </>
  );
}

const StyledPostGrid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.spacing[2]};
`;

const StyledSearch = styled.form`
  position: relative;
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.spacing[6]};

  > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.spacing[3]};
    color: ${({ theme }) => theme.colors.muted};
    transform: translateY(-50%);
  }

  input {
    min-height: 3rem;
    padding-left: ${({ theme }) => theme.spacing[10]};
  }
`;

/** Topic links drawn as tabs: the chosen one underlined. */
const StyledTopics = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  padding: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    text-decoration: none;
    text-transform: capitalize;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
`;
