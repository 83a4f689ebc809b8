import { z } from 'zod';
import { ResponsiveImageSourceSchema } from '../media/responsive-image-source';

/** A featured property on the home page (GET /api/properties/featured). */
export const PropertySchema = z.object({
  id: z.string(),
  /** The listing's page is /properties/{slug}. */
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  bedrooms: z.number().int().min(0),
  sizeSqft: z.number().int().positive(),
  features: z.array(z.string()),
  /** The cover photo's largest variant, or a bundled illustration. */
  image: z.string(),
  /** The cover photo's variants; null when the image is a bundled illustration. */
  imageSource: ResponsiveImageSourceSchema.nullable().optional(),
  badge: z.string(),
});
export type Property = z.infer<typeof PropertySchema>;
export const PropertyListSchema = z.array(PropertySchema);
