import { type ComponentPropsWithoutRef, useState } from 'react';
import { FALLS_BACK_ATTRIBUTE, PLACEHOLDER_IMAGE } from '../../enhancements/image-fallbacks';

type FallbackImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & {
  src: string | null | undefined;
  width: number;
  height: number;
};

/**
 * An image that shows the placeholder when it has no source or fails to load (SPEC §4). Lazy unless told otherwise.
 * Outside an island (never hydrated), watchImageFallbacks does what onError does here.
 */
export function FallbackImage({ src, loading = 'lazy', decoding = 'async', ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;

  return (
    <img
      {...props}
      {...{ [FALLS_BACK_ATTRIBUTE]: true }}
      src={usable}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (usable !== PLACEHOLDER_IMAGE) setFailedSrc(usable);
      }}
    />
  );
}
