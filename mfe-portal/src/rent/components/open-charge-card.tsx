import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatCents, type OpenCharge, RENT_PORTAL_TEXTS } from '@app/contracts';
import { Button, CopyButton } from '@app/ui';
import { formatSingaporeDay } from '@app/web';
import { ClaimForm } from './claim-form';

const PROXY_NAMES = { uen: 'UEN', mobile: 'mobile number' } as const;

/**
 * One charge to pay: its PayNow QR, the payee's UEN (or mobile) and the reference, each with a copy button, the name
 * PayNow will show with the warning to stop if another appears, and "I've paid".
 */
export function OpenChargeCard({ tenancyId, charge }: { tenancyId: string; charge: OpenCharge }) {
  const headingId = useId();
  const [claiming, setClaiming] = useState(false);
  const { paynow } = charge;
  const proxyName = PROXY_NAMES[paynow.payee.proxyType];
  return (
    <StyledCharge aria-labelledby={headingId}>
      <h3 id={headingId}>{charge.description}</h3>
      <p>
        <strong>{formatCents(charge.openCents)}</strong> to pay by {formatSingaporeDay(charge.dueOn)}
        {charge.openCents < charge.amountCents && ` (of ${formatCents(charge.amountCents)})`}
      </p>
      <img
        src={paynow.qrImage}
        alt={`PayNow QR code: ${formatCents(paynow.amountCents)} to ${paynow.payee.name}, reference ${paynow.reference}`}
        width={220}
        height={220}
      />
      <StyledPayee role="note">
        <strong>Payee: {paynow.payee.name}</strong>
        <span>{RENT_PORTAL_TEXTS.checkPayee(paynow.payee.name)}</span>
      </StyledPayee>
      <StyledDetails>
        <dt>PayNow {proxyName}</dt>
        <dd>
          <code>{paynow.payee.proxyValue}</code>
          <CopyButton text={paynow.payee.proxyValue} label={`Copy the ${proxyName}`} />
        </dd>
        <dt>Reference</dt>
        <dd>
          <code>{paynow.reference}</code>
          <CopyButton text={paynow.reference} label="Copy the reference" />
        </dd>
      </StyledDetails>
      {claiming ? (
        <ClaimForm tenancyId={tenancyId} charge={charge} onDone={() => setClaiming(false)} />
      ) : (
        <Button onClick={() => setClaiming(true)}>I’ve paid</Button>
      )}
    </StyledCharge>
  );
}

const StyledCharge = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3,
  p {
    margin: 0;
  }

  img {
    align-self: center;
    width: 220px;
    height: 220px;
    image-rendering: pixelated;
  }

  button {
    min-height: 44px;
  }
`;

const StyledPayee = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[3]};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledDetails = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
  }

  code {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    user-select: all;
  }
`;
