import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@app/contracts';
import { Badge, type BadgeVariant } from '@app/ui';

const VARIANT: Record<EnquiryStatus, BadgeVariant> = { new: 'accent', open: 'primary', replied: 'success', closed: 'neutral', spam: 'outline' };

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={VARIANT[status]}>{ENQUIRY_STATUS_LABELS[status]}</Badge>;
}
