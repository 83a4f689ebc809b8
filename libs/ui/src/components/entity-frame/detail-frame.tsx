import { type ReactNode } from 'react';
import { AdminPage } from '../admin-page/admin-page';
import { DetailCard, type DetailCardProps } from './detail-card';

export interface DetailFrameProps extends DetailCardProps {
  /** The link back to where the record was found (the caller's router link). */
  back: ReactNode;
  /** Further sections (cards) below the main card. */
  children?: ReactNode;
}

/** The frame of an admin record's page: back link, a card with the heading, status, body and actions, then sections. */
export function DetailFrame({ back, children, ...card }: DetailFrameProps) {
  return (
    <AdminPage $gap={4}>
      {back}
      <DetailCard {...card} />
      {children}
    </AdminPage>
  );
}
