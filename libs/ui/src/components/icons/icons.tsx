import { type ReactNode, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit stroke icon at the text size. Decorative: the control holding it carries the accessible name. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing these shapes inside Icon, with these defaults (e.g. a filled icon's `fill`) before its own props. */
export function iconOf(shapes: ReactNode, defaults: IconProps = {}) {
  return function ShapeIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {shapes}
      </Icon>
    );
  };
}

export const CloseIcon = iconOf(<path d="M18 6 6 18M6 6l12 12" />);

export const ChevronDownIcon = iconOf(<path d="m6 9 6 6 6-6" />);

export const MoreIcon = iconOf(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);

export const MenuIcon = iconOf(<path d="M4 6h16M4 12h16M4 18h16" />);
