import { type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Skeleton, type SkeletonProps } from '@app/ui';

/** A card that fills its cell of a CardGrid, so the cards of a row are as tall as each other. */
export const GridCard = styled(Card)`
  height: 100%;
`;

/** The text of a GridCard under its image: a column that takes the rest of the card's height. */
export const GridCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

interface GridCardSkeletonProps {
  /** The aspect ratio of the card's image, e.g. '16 / 9'. */
  imageRatio: string;
  /** The card's own body, so that the placeholders take its padding and spacing. */
  Body: ComponentType<{ children: ReactNode }>;
  /** The placeholders of the body's lines, top to bottom. */
  lines: readonly SkeletonProps[];
}

/** The stand-in of an image card while it loads: its image and lines as placeholders, hidden from assistive technology. */
export function GridCardSkeleton({ imageRatio, Body, lines }: GridCardSkeletonProps) {
  return (
    <GridCard aria-hidden="true">
      <Skeleton height="auto" radius="none" style={{ aspectRatio: imageRatio }} />
      <Body>
        {lines.map((line, index) => (
          <Skeleton key={index} {...line} />
        ))}
      </Body>
    </GridCard>
  );
}
