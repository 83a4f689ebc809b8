import { type ComponentType } from 'react';
import { HEADER_LINKS, type NavLinkItem } from '@app/content';
import { BookIcon, GridIcon, HomeIcon, InfoIcon } from '../../shared/components/icons';

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
