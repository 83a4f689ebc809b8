import { MAINTENANCE_STATUS_LABELS, type MaintenanceStatus } from '@app/contracts';

const STATUS_MEANING: Record<MaintenanceStatus, string> = {
  new: 'We have your request and will respond soon.',
  assigned: 'Someone is handling it.',
  scheduled: 'A visit is booked.',
  in_progress: 'The work is under way.',
  done: 'The work is done. Tell us if anything is still wrong.',
  closed: 'This request is closed. Comment below if anything is still wrong: we will see it.',
  cancelled: 'This request was cancelled.',
};

export function statusText(status: MaintenanceStatus): string {
  return `${MAINTENANCE_STATUS_LABELS[status]}: ${STATUS_MEANING[status]}`;
}
