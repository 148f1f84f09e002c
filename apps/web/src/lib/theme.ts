import { themeCssVariables } from '@restock/domain/app/theme';

/**
 * Applies the client's theme colour: the primary colour and its shades (channel offsets 30, 210,
 * 240, 190) replace Tailwind's brand colours (`bg-brand`, `bg-brand-240`, ...). An invalid colour
 * keeps the default theme. The server writes the same values into index.html (decision 078).
 */
export function applyTheme(colour: string): void {
  const root = document.documentElement.style;
  for (const [name, value] of themeCssVariables(colour)) root.setProperty(name, value);
}
