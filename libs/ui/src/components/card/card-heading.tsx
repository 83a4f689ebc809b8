import { type ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from './card';

export interface CardHeadingProps {
  title: ReactNode;
  /** The line under the title saying what the card holds, where it needs one. */
  description?: ReactNode;
  /** The title's heading level: h1 for a page's main card, h2 (the default) for a card within a page. */
  level?: 'h1' | 'h2';
}

/** A card's header that holds its title alone, or its title and description. */
export function CardHeading({ title, description, level = 'h2' }: CardHeadingProps) {
  return (
    <CardHeader>
      <CardTitle as={level}>{title}</CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
  );
}
