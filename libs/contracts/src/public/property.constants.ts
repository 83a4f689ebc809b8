/** Featured properties the home page shows. */
export const FEATURED_PROPERTIES_COUNT = 4;
