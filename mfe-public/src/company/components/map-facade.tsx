import { type MouseEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@app/ui';
import { MapPinIcon } from '../../shared/components/icons';

interface MapFacadeProps {
  companyName: string;
  address: string;
  mapEmbedUrl: string;
}

/**
 * The office map: Google Maps loads only when the visitor asks for it. Without JavaScript, or before its island
 * has hydrated, the map opens in a new tab.
 */
export function MapFacade({ companyName, address, mapEmbedUrl }: MapFacadeProps) {
  const [shown, setShown] = useState(false);

  return (
    <StyledMapFrame>
      {shown ? (
        <iframe src={mapEmbedUrl} title={`Map showing ${companyName}`} referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <StyledMapPlaceholder>
          <StyledPin aria-hidden="true">
            <MapPinIcon />
          </StyledPin>
          <p>{address}</p>
          <Button
            as="a"
            href={mapEmbedUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setShown(true);
            }}
          >
            Show Map
          </Button>
          <StyledNote>Loading the map connects to Google Maps.</StyledNote>
        </StyledMapPlaceholder>
      )}
    </StyledMapFrame>
  );
}

const StyledMapFrame = styled.div`
  position: relative;
  height: 18rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    repeating-linear-gradient(0deg, transparent 0 39px, ${({ theme }) => theme.colors.border} 39px 40px),
    repeating-linear-gradient(90deg, transparent 0 39px, ${({ theme }) => theme.colors.border} 39px 40px), ${({ theme }) => theme.colors.surface};

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const StyledMapPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[2]};
  height: 100%;
  padding: ${({ theme }) => theme.spacing[4]};
  text-align: center;

  p {
    margin: 0;
    padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[2]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const StyledPin = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.muted};
  && {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;

declare module '../../islands/island-registry' {
  interface IslandComponents {
    'map-facade': typeof MapFacade;
  }
}
