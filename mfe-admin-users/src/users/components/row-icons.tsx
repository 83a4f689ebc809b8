import { iconOf } from '@app/ui';

export const EditIcon = iconOf(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
);

export const DeleteIcon = iconOf(<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />);
