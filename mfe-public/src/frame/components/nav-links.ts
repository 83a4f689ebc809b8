import { type ComponentType } from 'react';
import { BookIcon, GridIcon, HomeIcon, InfoIcon } from '../../shared/components/icons';

export interface NavLinkItem {
  to: string;
  label: string;
}

/**
 * The header's links (SPEC §2), and Properties (issue 33: the listings had no way in but a button far down the home
 * page); Contact Us is a button beside them. The phone menu and the footer's quick links use the same list.
 */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/properties', label: 'Properties' },
  { to: '/blog', label: 'Blog' },
];

/** The mobile bottom bar, in its own order (SPEC §2). */
export const BOTTOM_BAR_LINKS: ReadonlyArray<NavLinkItem & { Icon: ComponentType }> = [
  { to: '/', label: 'Home', Icon: HomeIcon },
  { to: '/services', label: 'Services', Icon: GridIcon },
  { to: '/about', label: 'About', Icon: InfoIcon },
  { to: '/blog', label: 'Blog', Icon: BookIcon },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [...HEADER_LINKS, { to: '/contact', label: 'Contact' }];

export const POLICY_LINKS: readonly NavLinkItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];
