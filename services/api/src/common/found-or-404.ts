import { NotFoundException } from '@nestjs/common';
import { isUuid } from '@app/contracts';

/** What `load` finds for `id`, or 404 with `message`. An id that is not a UUID names nothing, so it is not looked up. */
export async function foundOr404<T>(id: string, load: () => Promise<T | null>, message: string): Promise<T> {
  const found = isUuid(id) ? await load() : null;
  if (!found) throw new NotFoundException(message);
  return found;
}
