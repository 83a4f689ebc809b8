/** A link of the site's navigation. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/**
 * The header's links (SPEC §2), and Properties (issue 33: the listings had no way in but a button far down the home
 * page); Contact Us is a button beside them. The phone menu, the footer's quick links and the pages the API answers
 * itself (ServerPages) use the same list.
 */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/properties', label: 'Properties' },
  { to: '/blog', label: 'Blog' },
];
