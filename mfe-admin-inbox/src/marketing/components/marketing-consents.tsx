import styled from 'styled-components';
import { MARKETING_CHANNEL_LABELS, type MarketingConsentView } from '@app/contracts';
import { GridList } from '@app/ui';
import { formatDateTime } from '@app/web';

/** The marketing consents given with an enquiry or a subscription: channel, wording version, time, and any opt-out since. */
export function MarketingConsents({ consents }: { consents: MarketingConsentView[] }) {
  if (consents.length === 0) return <StyledNone>No marketing consent given.</StyledNone>;
  return (
    <GridList $gap={1}>
      {consents.map((consent) => (
        <li key={`${consent.channel}-${consent.givenAt}`}>
          <strong>{MARKETING_CHANNEL_LABELS[consent.channel]}</strong>: wording {consent.wordingVersion}, given {formatDateTime(consent.givenAt)}
          {consent.optedOutAt ? <StyledEnded> (opted out {formatDateTime(consent.optedOutAt)})</StyledEnded> : null}
        </li>
      ))}
    </GridList>
  );
}

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledEnded = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;
