import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ALL_TOPICS } from '@app/contracts';
import { Input, VisuallyHidden } from '@app/ui';
import { SearchIcon } from '../../shared/components/icons';
import { BLOG_FILTER_PARTS, foundText } from '../enhancements/blog-filter-parts';
import { blogAddress, type BlogFilters } from '../utils/blog-address';

interface BlogFilterProps {
  topics: string[];
  /** The filters of the page's address, which the server applied, and how many posts they found. */
  filters: BlogFilters;
  found: number;
  /** What they found: a page of cards, or "No articles found". */
  children: ReactNode;
}

/**
 * The blog's search and topics over what they found (SPEC §5), as the server sends them: a GET form and links to
 * /blog?q=&topic=, filtered by the server, which sends only the page of posts found. enhanceBlogFilter makes them
 * filter in place without React, keeping the address in step (BLOG_FILTER_PARTS name what it works on).
 */
export function BlogFilter({ topics, filters, found, children }: BlogFilterProps) {
  return (
    <div {...{ [BLOG_FILTER_PARTS.root]: true }}>
      <StyledSearch role="search" method="get" action="/blog">
        <VisuallyHidden as="label" htmlFor="blog-search">
          Search articles
        </VisuallyHidden>
        <SearchIcon aria-hidden="true" />
        <Input id="blog-search" type="search" name="q" placeholder="Search articles..." defaultValue={filters.search} />
        {filters.topic !== ALL_TOPICS ? <input type="hidden" name="topic" defaultValue={filters.topic} /> : null}
      </StyledSearch>
      <StyledTopics aria-label="Topics" {...{ [BLOG_FILTER_PARTS.topics]: true }}>
        {[ALL_TOPICS, ...topics].map((topic) => (
          <li key={topic}>
            <a
              href={blogAddress({ ...filters, topic, page: 1 })}
              aria-current={topic === filters.topic ? 'page' : undefined}
              {...{ [BLOG_FILTER_PARTS.topic]: topic }}
            >
              {topic === ALL_TOPICS ? 'All Topics' : topic}
            </a>
          </li>
        ))}
      </StyledTopics>
      <VisuallyHidden role="status" {...{ [BLOG_FILTER_PARTS.status]: true }}>
        {foundText(found)}
      </VisuallyHidden>
      <div {...{ [BLOG_FILTER_PARTS.results]: true }}>{children}</div>
    </div>
  );
}

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
