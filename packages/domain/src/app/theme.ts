/**
 * Theme colour and its shades (ordering-core section 1): a valid 3- or 6-digit hex colour replaces
 * the primary colour; shades add fixed offsets to each channel, clamped to 255.
 */

export const SHADE_OFFSETS = [30, 210, 240, 190] as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isValidHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

/** Normalises '#abc' or 'aabbcc' to '#aabbcc'; returns null when not a valid hex colour. */
export function normaliseHexColour(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return `#${hex.toLowerCase()}`;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.min(255, Math.max(0, c)).toString(16).padStart(2, '0')).join('')}`;
}

/** Adds `offset` to each channel of a colour, clamped. */
export function shadeColour(hex: string, offset: number): string {
  return toHex(channels(hex).map((c) => c + offset));
}

export interface ThemePalette {
  primary: string;
  shades: [string, string, string, string];
}

/** The primary colour and its four shades, or null for an invalid colour (keep the default theme). */
export function themePalette(value: string): ThemePalette | null {
  const primary = normaliseHexColour(value);
  if (!primary) return null;
  const [a, b, c, d] = SHADE_OFFSETS.map((o) => shadeColour(primary, o));
  return { primary, shades: [a!, b!, c!, d!] };
}

/**
 * The CSS custom properties of a theme colour (`--color-brand`, `--color-brand-30`, ...), which
 * replace Tailwind's brand colours; empty for an invalid colour. The web app sets them on start
 * and the server writes them into index.html, so a page painted before its script is in the
 * client's colour already.
 */
export function themeCssVariables(colour: string): Array<[name: string, value: string]> {
  const palette = themePalette(colour);
  if (!palette) return [];
  return [
    ['--color-brand', palette.primary],
    ...SHADE_OFFSETS.map((offset, i): [string, string] => [
      `--color-brand-${offset}`,
      palette.shades[i] ?? palette.primary,
    ]),
  ];
}
