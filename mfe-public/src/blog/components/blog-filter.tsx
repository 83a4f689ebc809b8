import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ALL_TOPICS } from '@app/contracts';
import { Button, EmptyState, Input, VisuallyHidden } from '@app/ui';
import { SearchIcon } from '../../shared/components/icons';
import { blogAddress, type BlogFilters } from '../utils/blog-address';
import { matchesFilters, type PostMatchKeys } from '../utils/post-topics';

/** The list's cards: each carries what it is matched on, and is hidden when it does not match. */
export const BLOG_GRID_ID = 'blog-posts';
export const MATCH_KEYS_ATTRIBUTE = 'data-match';

interface BlogFilterProps {
  topics: string[];
  /** The filters of the page's address, which the server applied, and how many posts they found. */
  initial: BlogFilters;
  found: number;
}

/**
 * The blog's search and topics over its grid of cards (SPEC §5). As HTML it is a GET form and links to
 * /blog?q=&topic=, filtered by the server (which hides the cards that do not match). Hydrated, it filters in place,
 * showing and hiding the grid's cards (which stay the server's HTML, never hydrated), and keeps the address in step.
 * Text typed before it hydrated is applied as it hydrates.
 */
export function BlogFilter({ topics, initial, found: initialFound }: BlogFilterProps) {
  const [filters, setFilters] = useState(initial);
  const [found, setFound] = useState(initialFound);
  const searchRef = useRef<HTMLInputElement>(null);

  const apply = (next: BlogFilters) => {
    setFilters(next);
    setFound(showMatchingCards(next));
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
      <VisuallyHidden role="status">{found === 1 ? '1 article found' : `${found} articles found`}</VisuallyHidden>
      {found === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<SearchIcon />}
          title="No articles found"
          description="Try a different search or topic."
          action={
            <Button
              as="a"
              href="/blog"
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                apply({ search: '', topic: ALL_TOPICS });
              }}
            >
              Reset Filters
            </Button>
          }
        />
      ) : null}
    </>
  );
}

/** Shows the grid's cards that match, hides the others; answers how many match. */
function showMatchingCards({ search, topic }: BlogFilters): number {
  let found = 0;
  for (const card of document.querySelectorAll<HTMLElement>(`#${BLOG_GRID_ID} > [${MATCH_KEYS_ATTRIBUTE}]`)) {
    const matches = matchesFilters(JSON.parse(card.getAttribute(MATCH_KEYS_ATTRIBUTE) ?? '') as PostMatchKeys, search, topic);
    card.hidden = !matches;
    if (matches) found += 1;
  }
  return found;
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
