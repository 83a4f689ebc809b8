const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

type Breakpoint = keyof typeof breakpoints;

/** Min-width media queries, used as `${media.md} { ... }` inside styled templates. */
export const media = Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`])) as Record<Breakpoint, string>;

// Every text colour is AA (4.5:1) on the backgrounds it is used with; theme.spec.ts checks the pairs.
const colors = {
  primary: '#0f2a4a',
  primaryHover: '#1d3f69',
  onPrimary: '#ffffff',
  accent: '#c9a44c',
  accentHover: '#b8913a',
  onAccent: '#0f2a4a',
  accentText: '#7a5c14',
  accentSubtle: '#f6f1e4',
  secondary: '#e9eef5',
  secondaryHover: '#dce3ed',
  onSecondary: '#0f2a4a',
  text: '#1b2430',
  muted: '#525e6f',
  background: '#ffffff',
  surface: '#f5f7fa',
  surfaceMuted: '#eef1f5',
  border: '#dde2ea',
  borderStrong: '#7b8698',
  destructive: '#b42318',
  destructiveHover: '#912018',
  onDestructive: '#ffffff',
  destructiveSubtle: '#fef3f2',
  success: '#067647',
  onSuccess: '#ffffff',
  successSubtle: '#ecfdf3',
  warning: '#93370d',
  warningSubtle: '#fffaeb',
  focusRing: '#2f6fdb',
  overlay: 'rgba(15, 42, 74, 0.6)',
};

const typography = {
  fontFamily: {
    sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, snug: 1.375, normal: 1.5, relaxed: 1.7 },
};

const spacing = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
};

const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' };

const shadows = {
  sm: '0 1px 2px rgba(15, 42, 74, 0.06)',
  md: '0 4px 12px rgba(15, 42, 74, 0.08)',
  lg: '0 12px 32px rgba(15, 42, 74, 0.14)',
  xl: '0 24px 48px rgba(15, 42, 74, 0.2)',
};

const zIndices = { dropdown: 50, overlay: 100, modal: 110, toast: 200 };

const transitions = { fast: '120ms ease-out', normal: '200ms ease-out' };

export const theme = {
  colors,
  typography,
  spacing,
  radii,
  shadows,
  breakpoints,
  media,
  zIndices,
  transitions,
};

export type Theme = typeof theme;
