import { ALL_TOPICS } from '@app/contracts';
import { blogAddress, type BlogFilters } from '../utils/blog-address';
import { BLOG_FILTER_PARTS, foundText } from './blog-filter-parts';

/** Typing pauses this long before the list is asked for: one request per word, not per key. */
export const SEARCH_PAUSE_MS = 250;

/**
 * Makes the server's blog filter (BlogFilter) filter in place, without React: typing in the search or choosing a
 * topic asks the server for that list's page (the same cached page a visitor without JavaScript gets) and puts what
 * it found, its topics and its count in place of the old ones, keeping the address in step. What was typed before
 * this ran is applied at once. Without it the form and links work as they are (the server filters); the page links
 * stay links.
 */
export function enhanceBlogFilter(root: HTMLElement): void {
  if (root.hasAttribute(BLOG_FILTER_PARTS.enhanced)) return;
  const search = root.querySelector<HTMLInputElement>('input[name="q"]');
  const form = search?.form;
  if (!search || !form) return;
  const chosenTopic = root.querySelector(`a[${BLOG_FILTER_PARTS.topic}][aria-current="page"]`)?.getAttribute(BLOG_FILTER_PARTS.topic);
  let filters: BlogFilters = { search: search.defaultValue, topic: chosenTopic ?? ALL_TOPICS, page: 1 };
  let asked = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;

  const show = async (next: BlogFilters) => {
    clearTimeout(pause);
    filters = next;
    const address = blogAddress(next);
    const request = ++asked;
    form.querySelector('input[name="topic"]')?.remove();
    window.history.replaceState(window.history.state, '', address);
    try {
      const response = await fetch(address, { headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (request === asked) putInPlace(root, page);
    } catch {
      // The server's page is what the enhancement shows anyway: without it, go there.
      if (request === asked) window.location.assign(address);
    }
  };

  search.addEventListener('input', () => {
    clearTimeout(pause);
    pause = setTimeout(() => void show({ ...filters, search: search.value.trim(), page: 1 }), SEARCH_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void show({ ...filters, search: search.value.trim(), page: 1 });
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (target.hasAttribute(BLOG_FILTER_PARTS.reset)) {
      event.preventDefault();
      search.value = '';
      void show({ search: '', topic: ALL_TOPICS, page: 1 });
    } else if (target.hasAttribute(BLOG_FILTER_PARTS.topic)) {
      event.preventDefault();
      void show({ ...filters, topic: target.getAttribute(BLOG_FILTER_PARTS.topic) ?? ALL_TOPICS, page: 1 });
    }
  });
  if (search.value.trim() !== filters.search) void show({ ...filters, search: search.value.trim(), page: 1 });
  root.setAttribute(BLOG_FILTER_PARTS.enhanced, 'true');
}

/** Enhances the page's blog filter, if it has one. */
export function enhanceBlogFilterIn(document: Document): void {
  const root = document.querySelector<HTMLElement>(`[${BLOG_FILTER_PARTS.root}]`);
  if (root) enhanceBlogFilter(root);
}

/**
 * The topics, the count and what was found of the server's `page`, in place of this page's; with the styles of
 * that markup this page does not have yet (a page that found nothing has no card's styles).
 */
function putInPlace(root: HTMLElement, page: Document): void {
  const fresh = page.querySelector(`[${BLOG_FILTER_PARTS.root}]`);
  if (!fresh) throw new Error('The blog page has no filter');
  for (const part of [BLOG_FILTER_PARTS.topics, BLOG_FILTER_PARTS.results]) {
    const current = root.querySelector(`[${part}]`);
    const replacement = fresh.querySelector(`[${part}]`);
    if (current && replacement) current.replaceWith(document.importNode(replacement, true));
  }
  const status = root.querySelector(`[${BLOG_FILTER_PARTS.status}]`);
  const found = fresh.querySelector(`[${BLOG_FILTER_PARTS.status}]`)?.textContent ?? foundText(0);
  if (status && status.textContent !== found) status.textContent = found;
  adoptStyles(page);
}

function adoptStyles(page: Document): void {
  const present = new Set([...document.head.querySelectorAll('style')].map((style) => style.textContent));
  for (const style of page.head.querySelectorAll('style')) {
    if (!present.has(style.textContent)) document.head.append(document.importNode(style, true));
  }
}
