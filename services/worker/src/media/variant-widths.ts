import { MEDIA_VARIANT_WIDTHS } from '@app/contracts';

const STANDARD_WIDTHS: readonly number[] = MEDIA_VARIANT_WIDTHS;

/** The standard widths narrower than the image, then the image's own width when it is under the widest. */
export function variantWidths(imageWidth: number): number[] {
  const narrower = STANDARD_WIDTHS.filter((width) => width < imageWidth);
  const widest = Math.min(imageWidth, Math.max(...STANDARD_WIDTHS));
  return narrower.includes(widest) ? narrower : [...narrower, widest];
}
