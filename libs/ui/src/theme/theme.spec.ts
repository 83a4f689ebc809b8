import { theme } from './theme';

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = (shift: number) => {
    const channel = ((value >> shift) & 0xff) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0);
}

function contrast(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

type Color = keyof typeof theme.colors;

const textPairs: Array<[Color, Color]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['muted', 'surfaceMuted'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['accentText', 'background'],
  ['accentText', 'accentSubtle'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDestructive', 'destructive'],
  ['onDestructive', 'destructiveHover'],
  ['destructive', 'background'],
  ['destructive', 'destructiveSubtle'],
  ['onSuccess', 'success'],
  ['success', 'background'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
];

// WCAG 1.4.11: control borders and focus indicators need 3:1 against what surrounds them.
const nonTextPairs: Array<[Color, Color]> = [
  ['borderStrong', 'background'],
  ['focusRing', 'background'],
];

describe('theme colours', () => {
  it.each(textPairs)('%s on %s reaches WCAG AA for text (4.5:1)', (foreground, background) => {
    expect(contrast(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s reaches 3:1 for non-text contrast', (foreground, background) => {
    expect(contrast(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('media', () => {
  it('builds min-width queries from the breakpoints', () => {
    expect(theme.media.md).toBe('@media (min-width: 768px)');
    expect(Object.keys(theme.media)).toEqual(['sm', 'md', 'lg', 'xl']);
  });
});
