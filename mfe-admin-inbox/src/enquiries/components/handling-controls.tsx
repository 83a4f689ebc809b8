import { type EnquiryDetail, type EnquiryStatus } from '@app/contracts';
import { FormField, Grid, Select } from '@app/ui';
import { errorMessage } from '@app/web';
import { useStaff } from '../api/enquiries-query';
import { useAssign, useChangeStatus } from '../api/enquiry-query';
import { StaffOptions, StatusOptions } from './select-options';

const UNASSIGNED_OPTION = '';

/** Status and assignee, each saved as soon as it is chosen. */
export function HandlingControls({ enquiry }: { enquiry: EnquiryDetail }) {
  const staff = useStaff();
  const changeStatus = useChangeStatus(enquiry.id);
  const assign = useAssign(enquiry.id);
  const failure = changeStatus.error ?? assign.error;

  return (
    <Grid $gap={3}>
      <FormField label="Status">
        <Select value={enquiry.status} disabled={changeStatus.isPending} onChange={(event) => changeStatus.mutate(event.target.value as EnquiryStatus)}>
          <StatusOptions />
        </Select>
      </FormField>
      <FormField label="Assigned to">
        <Select
          value={enquiry.assignee?.id ?? UNASSIGNED_OPTION}
          disabled={assign.isPending || staff.isPending}
          onChange={(event) => assign.mutate(event.target.value === UNASSIGNED_OPTION ? null : event.target.value)}
        >
          <option value={UNASSIGNED_OPTION}>Unassigned</option>
          <StaffOptions staff={staff.data} />
        </Select>
      </FormField>
      {failure && <p role="alert">Could not save the change: {errorMessage(failure)}</p>}
    </Grid>
  );
}
