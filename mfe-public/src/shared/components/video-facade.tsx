import { useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@app/ui';
import { PlayIcon } from './icons';

interface VideoFacadeProps {
  youtubeId: string;
  title: string;
}

/**
 * A YouTube video that loads its player only when the visitor asks for it (privacy-enhanced mode). Without
 * JavaScript, or before its island has hydrated, the video opens in a new tab.
 */
export function VideoFacade({ youtubeId, title }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const player = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

  return (
    <StyledVideoFrame>
      {playing ? (
        <iframe src={player} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
      ) : (
        <StyledPlayButton
          href={player}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
        >
          <img src={`https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/hqdefault.jpg`} alt="" width={480} height={360} loading="lazy" decoding="async" />
          <StyledPlayBadge aria-hidden="true">
            <PlayIcon />
          </StyledPlayBadge>
          <StyledCaption>
            <VisuallyHidden>Play video: </VisuallyHidden>
            {title}
          </StyledCaption>
        </StyledPlayButton>
      )}
    </StyledVideoFrame>
  );
}

const StyledVideoFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const StyledPlayButton = styled.a`
  position: absolute;
  inset: 0;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    outline-offset: -4px;
  }
`;

const StyledPlayBadge = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  transform: translate(-50%, -50%);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => theme.transitions.fast};

  a:hover & {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;

const StyledCaption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: left;
`;

declare module '../../islands/island-registry' {
  interface IslandComponents {
    'video-facade': typeof VideoFacade;
  }
}
