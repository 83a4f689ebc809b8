import { type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@app/ui';
import { CardGrid } from './page-layout';

interface QueryCardGridProps<T extends { id: string | number }> {
  query: { data?: readonly T[]; isPending: boolean; isError: boolean };
  /** Said to screen readers while the cards load. */
  loadingLabel: string;
  /** Shown instead of the grid when the cards fail to load. */
  error?: ReactNode;
  /** How many placeholders stand in while the cards load. */
  placeholders: number;
  placeholder: ReactNode;
  /** The most cards shown. */
  limit?: number;
  renderCard: (item: T) => ReactNode;
  columns?: 2 | 3 | 4;
}

/** A grid of the cards a query loads: placeholders while it loads, `error` when it fails. */
export function QueryCardGrid<T extends { id: string | number }>({
  query,
  loadingLabel,
  error,
  placeholders,
  placeholder,
  limit,
  renderCard,
  columns,
}: QueryCardGridProps<T>) {
  if (query.isError && error) return error;
  return (
    <>
      {query.isPending && <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>}
      <CardGrid $columns={columns}>
        {query.data
          ? query.data.slice(0, limit).map((item) => <li key={item.id}>{renderCard(item)}</li>)
          : Array.from({ length: placeholders }, (_, index) => <li key={index}>{placeholder}</li>)}
      </CardGrid>
    </>
  );
}

/** The quiet line a section shows when its cards cannot be loaded. */
export const GridNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
