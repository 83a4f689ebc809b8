import type { ReactNode } from 'react';
import { Pagination } from '@app/ui';
import { StyledCardList } from './portal-styles';

type CardPage<Item> = { items: Item[]; total: number; page: number; pageSize: number };

type PagedCardListProps<Item> = {
  result: CardPage<Item>;
  /** Shown instead when there is nothing at all. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** A card's content (a link or a box). */
  children: (item: Item) => ReactNode;
};

/** A page of cards with the pager under them, or `empty` when there is none. */
export function PagedCardList<Item extends { id: string }>({ result, empty, onPage, children }: PagedCardListProps<Item>) {
  if (result.total === 0) return <>{empty}</>;
  return (
    <>
      <StyledCardList>
        {result.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </StyledCardList>
      <Pagination page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} />
    </>
  );
}
