import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_ROUTE = 'isPublicRoute';

/** Opens a route to visitors who are not signed in; every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC_ROUTE, true);
