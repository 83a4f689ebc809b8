import { type ComponentType, type ReactNode } from 'react';
import { type TitledText } from '@app/content';
import { CardGrid } from './page-layout';

interface TitledTextGridProps {
  items: readonly TitledText[];
  /** The card each text stands in; it styles the title (h3) and the text under it. */
  Card: ComponentType<{ children: ReactNode }>;
}

/** Titled texts (values, reasons to choose us) as a CardGrid of cards, each its title over its text. */
export function TitledTextGrid({ items, Card }: TitledTextGridProps) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.title}>
          <Card>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
