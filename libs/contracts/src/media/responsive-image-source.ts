import { z } from 'zod';
import { MediaVariantSchema } from './media-item';

/**
 * What a public page needs to show a ready media item responsively (given to @app/ui's ResponsiveImage):
 * its largest variant, real size, WebP variants (narrowest first) and blurred placeholder.
 */
export const ResponsiveImageSourceSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(MediaVariantSchema).min(1),
  placeholder: z.string().nullable(),
});
export type ResponsiveImageSource = z.infer<typeof ResponsiveImageSourceSchema>;
