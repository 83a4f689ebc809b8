import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type StaffMember } from '@app/contracts';
import { LabelOptions } from '@app/ui';

/** The five statuses as options of a select. */
export function StatusOptions() {
  return <LabelOptions values={ENQUIRY_STATUSES} labels={ENQUIRY_STATUS_LABELS} />;
}

/** Staff members as options of a select (none while they load). */
export function StaffOptions({ staff }: { staff: StaffMember[] | undefined }) {
  return staff?.map((member) => (
    <option key={member.id} value={member.id}>
      {member.name}
    </option>
  ));
}
