const KB = 1024;
const MB = 1024 * 1024;

/** SPEC §9: below 1024 bytes in B; below 1 MB in KB with one decimal; otherwise MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** The real pixel size, or '-' while it is unknown. */
export function formatDimensions({ width, height }: { width: number | null; height: number | null }): string {
  return width && height ? `${width} × ${height}` : '-';
}

/** What an item is called: its title, else the name of the uploaded file. */
export function mediaName(item: { title: string | null; originalFilename: string }): string {
  return item.title || item.originalFilename;
}
