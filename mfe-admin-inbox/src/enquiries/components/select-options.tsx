import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type StaffMember } from '@app/contracts';

/** The five statuses as options of a select. */
export function StatusOptions() {
  return ENQUIRY_STATUSES.map((status) => (
    <option key={status} value={status}>
      {ENQUIRY_STATUS_LABELS[status]}
    </option>
  ));
}

/** Staff members as options of a select (none while they load). */
export function StaffOptions({ staff }: { staff: StaffMember[] | undefined }) {
  return staff?.map((member) => (
    <option key={member.id} value={member.id}>
      {member.name}
    </option>
  ));
}
