import { type FormEvent, useState } from 'react';
import { MARKETING_CHANNEL_LABELS, MARKETING_CHANNELS, type MarketingChannel, type MarketingOptOut } from '@app/contracts';
import { FormField, Input, LabelOptions, Row, Select, SubmitButton } from '@app/ui';
import { errorMessage, formatDateTime } from '@app/web';
import { PanelForm } from '../../shared/panel-form';
import { useRecordOptOut } from '../api/record-opt-out';

const ADDRESS_LABEL: Record<MarketingChannel, string> = { email: 'E-mail address', phone: 'Phone number' };

function recordedText({ channel, address, recordedAt }: MarketingOptOut): string {
  return `Opt-out recorded on ${formatDateTime(recordedAt)}: no more marketing by ${MARKETING_CHANNEL_LABELS[channel].toLowerCase()} to ${address}.`;
}

/**
 * A visitor asked (by phone, at a viewing, in a letter) to get no more marketing on a channel: recorded at once,
 * audited, and honoured from then on by campaigns and exports.
 */
export function OptOutForm() {
  const [channel, setChannel] = useState<MarketingChannel>('email');
  const [address, setAddress] = useState('');
  const record = useRecordOptOut();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({ channel, address }, { onSuccess: () => setAddress('') });
  };

  return (
    <PanelForm onSubmit={submit} aria-labelledby="opt-out-title">
      <h2 id="opt-out-title">Record a marketing opt-out</h2>
      <Row $gap={3} $wrap>
        <FormField label="Channel">
          <Select value={channel} onChange={(event) => setChannel(event.target.value as MarketingChannel)}>
            <LabelOptions values={MARKETING_CHANNELS} labels={MARKETING_CHANNEL_LABELS} />
          </Select>
        </FormField>
        <FormField label={ADDRESS_LABEL[channel]} error={record.isError ? errorMessage(record.error) : undefined}>
          <Input type={channel === 'email' ? 'email' : 'tel'} required value={address} onChange={(event) => setAddress(event.target.value)} />
        </FormField>
      </Row>
      <SubmitButton pending={record.isPending} pendingLabel="Recording..." disabled={address.trim() === ''}>
        Record opt-out
      </SubmitButton>
      {record.isSuccess && <p role="status">{recordedText(record.data)}</p>}
    </PanelForm>
  );
}
