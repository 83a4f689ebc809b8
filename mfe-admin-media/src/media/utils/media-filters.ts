/**
 * The Filter menu of SPEC §2: each entry sets the search text, which the server looks for in the file name, title,
 * caption, tags and file type (so the Images filter, 'image/', finds the images).
 */
export const MEDIA_FILTERS = [
  { label: 'All media', search: '' },
  { label: 'Images', search: 'image/' },
  { label: 'Blog content', search: 'blog' },
  { label: 'Property listings', search: 'property' },
] as const;
