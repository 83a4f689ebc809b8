import { type ComponentPropsWithoutRef, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type FallbackImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & {
  src: string | null | undefined;
  width: number;
  height: number;
};

/** An image that shows the placeholder when it has no source or fails to load (SPEC §4). Lazy unless told otherwise. */
export function FallbackImage({ src, loading = 'lazy', decoding = 'async', ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;

  return (
    <img
      {...props}
      src={usable}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (usable !== PLACEHOLDER_IMAGE) setFailedSrc(usable);
      }}
    />
  );
}
