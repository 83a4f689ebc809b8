import type { FilterQuery } from '@mikro-orm/postgresql';
import { PUBLIC_PROPERTY_STATUSES } from '@app/contracts';
import type { PropertyEntity } from './property.entity';

/**
 * A listing visitors may see, on the site or in a campaign mail: available or let, with a responsible agent holding a
 * CEA registration number and a phone. Saving refuses anything else (400); this also keeps out a listing whose agent
 * later cleared either or was deleted.
 */
export const SHOWN_PROPERTY = {
  status: { $in: [...PUBLIC_PROPERTY_STATUSES] },
  agent: { ceaRegistrationNumber: { $ne: null }, phone: { $ne: null } },
} satisfies FilterQuery<PropertyEntity>;
