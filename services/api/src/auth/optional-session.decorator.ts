import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Public } from '../common/public.decorator';

export const OPTIONAL_SESSION = 'optionalSession';

/** Open to everyone, but the signed-in user (if any) is still read: for logout. */
export const OptionalSession = () => applyDecorators(Public(), SetMetadata(OPTIONAL_SESSION, true));
