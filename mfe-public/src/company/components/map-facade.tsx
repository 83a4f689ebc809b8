import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@app/ui';
import { MapPinIcon } from '../../shared/components/icons';
import { useCompanyProfile } from '../api/company-profile-query';
import { fullAddress } from '../utils/contact-links';

/** The office map: Google Maps loads only when the visitor asks for it. */
export function MapFacade() {
  const profile = useCompanyProfile();
  const [shown, setShown] = useState(false);

  return (
    <StyledMapFrame>
      {shown ? (
        <iframe src={profile.mapEmbedUrl} title={`Map showing ${profile.name}`} referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <StyledMapPlaceholder>
          <StyledPin aria-hidden="true">
            <MapPinIcon />
          </StyledPin>
          <p>{fullAddress(profile)}</p>
          <Button type="button" variant="outline" onClick={() => setShown(true)}>
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
    repeating-linear-gradient(
      0deg,
      transparent 0 39px,
      ${({ theme }) => theme.colors.border} 39px 40px
    ),
    repeating-linear-gradient(90deg, transparent 0 39px, ${({ theme }) => theme.colors.border} 39px 40px),
    ${({ theme }) => theme.colors.surface};

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
