import { useEffect, useMemo } from 'react';

/** Local preview URLs of chosen files, released when the files change or the component goes. */
export function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
