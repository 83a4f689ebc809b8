import styled from 'styled-components';
import { MARKETING_CONSENT_LEGEND, MARKETING_CONSENT_TEXTS } from '@app/contracts';
import { Checkbox, type CheckboxProps } from '@app/ui';

/** What a form passes to each box: its field's name and handlers (react-hook-form's `register`), never a label. */
type BoxProps = Omit<CheckboxProps, 'label'>;

interface MarketingConsentBoxesProps {
  email: BoxProps;
  phone: BoxProps;
}

/**
 * The two optional marketing boxes of the public forms, one per channel, unticked. Native checkboxes: posted
 * without JavaScript they send "on" when ticked and nothing when not; with it, react-hook-form sends booleans.
 */
export function MarketingConsentBoxes({ email, phone }: MarketingConsentBoxesProps) {
  return (
    <StyledFieldset>
      <StyledLegend>{MARKETING_CONSENT_LEGEND}</StyledLegend>
      <Checkbox label={MARKETING_CONSENT_TEXTS.email} {...email} />
      <Checkbox label={MARKETING_CONSENT_TEXTS.phone} {...phone} />
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
