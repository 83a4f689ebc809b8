import { Input } from '@app/ui';

type MediaSearchInputProps = {
  value: string;
  /** The text typed. */
  onSearch: (search: string) => void;
  className?: string;
};

/** The search box over the media files, in the Library tab and in the picker. */
export function MediaSearchInput({ value, onSearch, className }: MediaSearchInputProps) {
  return (
    <Input
      className={className}
      type="search"
      aria-label="Search media files"
      placeholder="Search media files..."
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}
