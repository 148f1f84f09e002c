import { SHADE_OFFSETS, themePalette } from '@restock/domain/app/theme';

/**
 * Applies the client's theme colour: the primary colour and its shades (channel offsets 30, 210,
 * 240, 190) replace Tailwind's brand colours (`bg-brand`, `bg-brand-240`, ...). An invalid colour
 * keeps the default theme.
 */
export function applyTheme(colour: string): void {
  const palette = themePalette(colour);
  if (!palette) return;
  const root = document.documentElement.style;
  root.setProperty('--color-brand', palette.primary);
  SHADE_OFFSETS.forEach((offset, i) => {
    root.setProperty(`--color-brand-${offset}`, palette.shades[i] ?? palette.primary);
  });
}
