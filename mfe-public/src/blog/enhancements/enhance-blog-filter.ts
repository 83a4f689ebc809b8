import { ALL_TOPICS } from '@app/contracts';
import { blogAddress, type BlogFilters } from '../utils/blog-address';
import { matchesFilters, type PostMatchKeys } from '../utils/post-topics';
import { BLOG_FILTER_PARTS, BLOG_GRID_ID, foundText, MATCH_KEYS_ATTRIBUTE } from './blog-filter-parts';

/**
 * Makes the server's blog filter (BlogFilter) filter in place, without React: typing in the search or choosing a
 * topic shows and hides the grid's cards, says how many were found, and keeps the address and the links in step.
 * What was typed before this ran is applied at once. Without it the form and links work as they are (the server
 * filters).
 */
export function enhanceBlogFilter(root: HTMLElement): void {
  if (root.hasAttribute(BLOG_FILTER_PARTS.enhanced)) return;
  const search = root.querySelector<HTMLInputElement>('input[name="q"]');
  const form = search?.form;
  if (!search || !form) return;
  const topicLinks = [...root.querySelectorAll<HTMLAnchorElement>(`a[${BLOG_FILTER_PARTS.topic}]`)];
  let filters: BlogFilters = {
    search: search.defaultValue,
    topic: topicLinks.find((link) => link.getAttribute('aria-current') === 'page')?.getAttribute(BLOG_FILTER_PARTS.topic) ?? ALL_TOPICS,
  };

  const apply = (next: BlogFilters) => {
    filters = next;
    if (search.value !== next.search) search.value = next.search;
    for (const link of topicLinks) {
      const topic = link.getAttribute(BLOG_FILTER_PARTS.topic) ?? ALL_TOPICS;
      link.href = blogAddress({ ...next, topic });
      if (topic === next.topic) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    form.querySelector('input[name="topic"]')?.remove();
    const found = showMatchingCards(next);
    setText(root.querySelector(`[${BLOG_FILTER_PARTS.status}]`), foundText(found));
    const empty = root.querySelector<HTMLElement>(`[${BLOG_FILTER_PARTS.empty}]`);
    if (empty) empty.hidden = found > 0;
    window.history.replaceState(window.history.state, '', blogAddress(next));
  };

  search.addEventListener('input', () => apply({ ...filters, search: search.value }));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply({ ...filters, search: search.value });
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (target.hasAttribute(BLOG_FILTER_PARTS.reset)) {
      event.preventDefault();
      apply({ search: '', topic: ALL_TOPICS });
    } else if (target.hasAttribute(BLOG_FILTER_PARTS.topic)) {
      event.preventDefault();
      apply({ ...filters, topic: target.getAttribute(BLOG_FILTER_PARTS.topic) ?? ALL_TOPICS });
    }
  });
  if (search.value !== filters.search) apply({ ...filters, search: search.value });
  root.setAttribute(BLOG_FILTER_PARTS.enhanced, 'true');
}

/** Enhances the page's blog filter, if it has one. */
export function enhanceBlogFilterIn(document: Document): void {
  const root = document.querySelector<HTMLElement>(`[${BLOG_FILTER_PARTS.root}]`);
  if (root) enhanceBlogFilter(root);
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

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}
