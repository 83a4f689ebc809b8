import { type ReactNode } from 'react';
import { CardDescription, CardTitle } from './card';
import { CardHeaderWithActions } from './card-header-with-actions';

export interface TitledCardHeaderProps {
  title: ReactNode;
  /** The line under the title saying what the card holds. */
  description: ReactNode;
  /** The title's heading level: h1 for a page's main card, h2 for a card within a page. */
  level?: 'h1' | 'h2';
  /** The card's actions, beside the title (below it on narrow screens). */
  children?: ReactNode;
}

/** A card's heading and description on the left, its actions on the right. */
export function TitledCardHeader({ title, description, level = 'h1', children }: TitledCardHeaderProps) {
  return (
    <CardHeaderWithActions>
      <div>
        <CardTitle as={level}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {children}
    </CardHeaderWithActions>
  );
}
