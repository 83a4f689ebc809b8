import { z } from 'zod';

/** A featured property on the home page (GET /api/properties/featured). */
export const PropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  bedrooms: z.number().int().min(0),
  sizeSqft: z.number().int().positive(),
  features: z.array(z.string()),
  image: z.string(),
  badge: z.string(),
});
export type Property = z.infer<typeof PropertySchema>;
export const PropertyListSchema = z.array(PropertySchema);

export const FEATURED_PROPERTIES_COUNT = 4;
