import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_URGENCIES,
  MAINTENANCE_URGENCY_LABELS,
  MAX_REQUEST_PHOTOS,
  type MaintenanceCategory,
  type MaintenanceUrgency,
  type PortalAccount,
} from '@app/contracts';
import { Button, FormField, LabelOptions, Select, SubmitButton, Textarea } from '@app/ui';
import { apiFieldError, errorMessage, toast } from '@app/web';
import { PORTAL_PATH, requestPath } from '../../shared/paths';
import { StyledPanel } from '../../shared/portal-styles';
import { useFileRequest } from '../api/requests-queries';
import { PhotoPicker } from '../../shared/photo-picker';
import { UnitSelect } from '../../shared/unit-select';

const URGENCY_HINTS: Record<MaintenanceUrgency, string> = {
  routine: 'Within a few days is fine',
  urgent: 'It needs fixing soon',
  emergency: 'Flooding, no power, a gas smell, a break-in',
};

/** /portal/new: what needs fixing, how urgent, a description and photos. An emergency shows the 24/7 line at once. */
export function NewRequestPage({ account }: { account: PortalAccount }) {
  const open = account.tenancies.filter((tenancy) => tenancy.status !== 'ended');
  const [tenancyId, setTenancyId] = useState(open[0]?.id ?? '');
  const [category, setCategory] = useState<MaintenanceCategory | ''>('');
  const [urgency, setUrgency] = useState<MaintenanceUrgency>('routine');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const file = useFileRequest();
  const navigate = useNavigate();
  const fieldError = (name: string) => apiFieldError(file.error, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length > MAX_REQUEST_PHOTOS) return;
    file.mutate(
      { request: { tenancyId, category: category || 'other', urgency, description }, files },
      {
        onSuccess: ({ filed, photoError }) => {
          toast(
            photoError
              ? { title: 'Request sent, but a photo was not', description: errorMessage(photoError), variant: 'destructive' }
              : { title: `Request ${filed.reference} sent` },
          );
          navigate(requestPath(filed.id));
          // The request's page opens at its top (its status and reference), not at the height of the form's button.
          window.scrollTo(0, 0);
        },
      },
    );
  };

  if (open.length === 0) return <p role="status">{MAINTENANCE_MESSAGES.tenancyEnded}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <StyledPanel>
        <h1>Report a repair</h1>
        <UnitSelect tenancies={open} value={tenancyId} onChange={setTenancyId} error={fieldError('tenancyId')} />
        <FormField label="What needs fixing?" required error={fieldError('category')}>
          <Select value={category} onChange={(event) => setCategory(event.target.value as MaintenanceCategory)}>
            <option value="" disabled>
              Choose one
            </option>
            <LabelOptions values={MAINTENANCE_CATEGORIES} labels={MAINTENANCE_CATEGORY_LABELS} />
          </Select>
        </FormField>
        <StyledFieldset>
          <legend>How urgent is it?</legend>
          {MAINTENANCE_URGENCIES.map((value) => (
            <StyledChoice key={value}>
              <input type="radio" name="urgency" value={value} checked={urgency === value} onChange={() => setUrgency(value)} />
              <span>
                <strong>{MAINTENANCE_URGENCY_LABELS[value]}</strong> · {URGENCY_HINTS[value]}
              </span>
            </StyledChoice>
          ))}
        </StyledFieldset>
        {urgency === 'emergency' && <EmergencyLine phone={account.emergencyPhone} />}
        <FormField label="Describe the problem" required error={fieldError('description')}>
          <Textarea rows={5} value={description} onChange={(event) => setDescription(event.target.value)} />
        </FormField>
        <PhotoPicker max={MAX_REQUEST_PHOTOS} files={files} onChange={setFiles} />
        {file.isError && !['category', 'description', 'tenancyId', 'urgency'].some(fieldError) && (
          <p role="alert">Could not send the request: {errorMessage(file.error)}</p>
        )}
        <SubmitButton pending={file.isPending} pendingLabel="Sending..." disabled={!category}>
          Send request
        </SubmitButton>
        <Button as={Link} to={PORTAL_PATH} variant="ghost">
          Cancel
        </Button>
      </StyledPanel>
    </form>
  );
}

function EmergencyLine({ phone }: { phone: string }) {
  return (
    <StyledEmergency role="alert">
      {MAINTENANCE_MESSAGES.emergencyLine} <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
      <br />
      Then send this request so the details are on record.
    </StyledEmergency>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const StyledChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-height: 44px;

  input {
    width: 22px;
    height: 22px;
  }
`;

const StyledEmergency = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing[4]};
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};

  a {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;
