import { MARKETING_CONSENT_LEGEND, MARKETING_CONSENT_TEXTS } from '@app/contracts';
import { Checkbox, type CheckboxProps } from '@app/ui';
import { FieldsetLegend, PlainFieldset } from './plain-fieldset';

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
    <PlainFieldset>
      <FieldsetLegend>{MARKETING_CONSENT_LEGEND}</FieldsetLegend>
      <Checkbox label={MARKETING_CONSENT_TEXTS.email} {...email} />
      <Checkbox label={MARKETING_CONSENT_TEXTS.phone} {...phone} />
    </PlainFieldset>
  );
}
