import { type FormEvent, useState } from 'react';
import { MAINTENANCE_STATUS_LABELS, MAINTENANCE_STATUSES, type MaintenanceStatus, type StaffMaintenanceRequest } from '@app/contracts';
import { FormField, Grid, Input, LabelOptions, Select, SubmitButton } from '@app/ui';
import { apiFieldError, errorMessage, fromSingaporeInput, singaporeInputValue, toast } from '@app/web';
import { useStaffMembers, useUpdateRequest } from '../api/maintenance-queries';

/** Status, assignee, contractor, appointment and cost, saved together; each change becomes a line of the timeline. */
export function HandlingForm({ request, onSaved }: { request: StaffMaintenanceRequest; onSaved: () => void }) {
  const staff = useStaffMembers();
  const update = useUpdateRequest(request.id);
  const [status, setStatus] = useState<MaintenanceStatus>(request.status);
  const [assigneeId, setAssigneeId] = useState(request.assignee?.id ?? '');
  const [contractorName, setContractorName] = useState(request.contractorName ?? '');
  const [contractorPhone, setContractorPhone] = useState(request.contractorPhone ?? '');
  const [appointment, setAppointment] = useState(singaporeInputValue(request.appointmentAt));
  const [cost, setCost] = useState(request.cost === null ? '' : String(request.cost));
  const fieldError = (name: string) => apiFieldError(update.error, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        status,
        assigneeId: assigneeId || null,
        contractorName: contractorName.trim() || null,
        contractorPhone: contractorPhone.trim() || null,
        appointmentAt: fromSingaporeInput(appointment),
        cost: cost === '' ? null : Number(cost),
      },
      {
        onSuccess: () => {
          toast({ title: 'Request updated' });
          onSaved();
        },
      },
    );
  };

  return (
    <Grid as="form" $gap={3} onSubmit={submit} noValidate>
      <FormField label="Status" error={fieldError('status')}>
        <Select value={status} onChange={(event) => setStatus(event.target.value as MaintenanceStatus)}>
          <LabelOptions values={MAINTENANCE_STATUSES} labels={MAINTENANCE_STATUS_LABELS} />
        </Select>
      </FormField>
      <FormField label="Assigned to" error={fieldError('assigneeId')}>
        <Select value={assigneeId} disabled={staff.isPending} onChange={(event) => setAssigneeId(event.target.value)}>
          <option value="">Unassigned</option>
          {staff.data?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Contractor" error={fieldError('contractorName')}>
        <Input value={contractorName} onChange={(event) => setContractorName(event.target.value)} />
      </FormField>
      <FormField label="Contractor’s phone" error={fieldError('contractorPhone')}>
        <Input type="tel" value={contractorPhone} onChange={(event) => setContractorPhone(event.target.value)} placeholder="+65 6123 4567" />
      </FormField>
      <FormField label="Appointment (Singapore time)" error={fieldError('appointmentAt')}>
        <Input type="datetime-local" value={appointment} onChange={(event) => setAppointment(event.target.value)} />
      </FormField>
      <FormField label="Cost (S$)" error={fieldError('cost')}>
        <Input type="number" min="0" step="0.01" inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} />
      </FormField>
      {update.isError && !['status', 'assigneeId', 'contractorName', 'contractorPhone', 'appointmentAt', 'cost'].some(fieldError) && (
        <p role="alert">Could not save the change: {errorMessage(update.error)}</p>
      )}
      <SubmitButton pending={update.isPending}>Save changes</SubmitButton>
    </Grid>
  );
}
