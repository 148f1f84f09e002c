/**
 * Generated catalogue pictures: a deterministic SVG per product (its package shape in the brand
 * colour, with brand, name and pack size), category tile, brand logo, banner and scheme. Served
 * same-origin, so the strict CSP (img-src 'self') holds and no picture is ever broken.
 */

const FONT = "font-family='Inter, Segoe UI, Roboto, Helvetica, Arial, sans-serif'";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

function rgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? Number.parseInt(m[1]!, 16) : 0x0f766e;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards white (t > 0) or black (t < 0). */
export function tint(hex: string, t: number): string {
  const c = rgb(hex);
  const target = t >= 0 ? 255 : 0;
  const k = Math.abs(t);
  return toHex([c[0] + (target - c[0]) * k, c[1] + (target - c[1]) * k, c[2] + (target - c[2]) * k]);
}

/** White or near-black, whichever reads better on the colour. */
export function inkOn(hex: string): string {
  const [r, g, b] = rgb(hex);
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.6 ? '#1f2937' : '#ffffff';
}

/** Splits text into at most `maxLines` lines of about `width` characters; the last line is cut with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  const used = lines.join(' ').split(/\s+/).length;
  if (used < words.length && lines.length > 0) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = `${last.slice(0, Math.max(1, width - 1))}…`;
  }
  return lines.map((l) => (l.length > width + 2 ? `${l.slice(0, width)}…` : l));
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 600): string {
  return lines
    .map(
      (l, i) =>
        `<text x='${x}' y='${y + i * (size + 4)}' ${FONT} font-size='${size}' font-weight='${weight}' fill='${fill}' text-anchor='middle'>${escapeXml(l)}</text>`,
    )
    .join('');
}

export interface ProductPicture {
  name: string;
  brand: string;
  packSize: string;
  packType: string;
  colour: string;
}

/** Package outline and the label area (x centre, top y, width in characters) for a pack type. */
function packShape(
  type: string,
  fill: string,
  dark: string,
): { shape: string; labelY: number; chars: number } {
  switch (type) {
    case 'bottle':
      return {
        shape:
          `<rect x='142' y='26' width='36' height='22' rx='4' fill='${dark}'/>` +
          `<path d='M146 48h28v26c0 10 40 22 40 52v150c0 12-8 20-20 20h-68c-12 0-20-8-20-20V126c0-30 40-42 40-52z' fill='${fill}'/>`,
        labelY: 150,
        chars: 11,
      };
    case 'jar':
      return {
        shape:
          `<rect x='86' y='58' width='148' height='30' rx='6' fill='${dark}'/>` +
          `<rect x='76' y='84' width='168' height='200' rx='26' fill='${fill}'/>`,
        labelY: 136,
        chars: 14,
      };
    case 'tin':
      return {
        shape:
          `<rect x='80' y='66' width='160' height='206' fill='${fill}'/>` +
          `<ellipse cx='160' cy='272' rx='80' ry='16' fill='${fill}'/>` +
          `<ellipse cx='160' cy='66' rx='80' ry='16' fill='${dark}'/>`,
        labelY: 130,
        chars: 13,
      };
    case 'bar':
      return {
        shape: `<rect x='34' y='104' width='252' height='120' rx='22' fill='${fill}'/>`,
        labelY: 142,
        chars: 22,
      };
    case 'pouch':
      return {
        shape:
          `<path d='M78 58h164l8 212c-30 12-150 12-180 0z' fill='${fill}'/>` +
          `<path d='M78 58l8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10z' fill='${dark}'/>`,
        labelY: 120,
        chars: 15,
      };
    case 'bag':
      return {
        shape:
          `<path d='M120 56h80l-8 26c40 10 64 50 64 110v60c0 14-10 24-24 24H88c-14 0-24-10-24-24v-60c0-60 24-100 64-110z' fill='${fill}'/>` +
          `<rect x='118' y='74' width='84' height='12' rx='6' fill='${dark}'/>`,
        labelY: 144,
        chars: 15,
      };
    case 'tube':
      return {
        shape:
          `<path d='M96 40h128l-22 218h-84z' fill='${fill}'/>` +
          `<rect x='134' y='258' width='52' height='30' rx='6' fill='${dark}'/>`,
        labelY: 96,
        chars: 12,
      };
    case 'cup':
      return {
        shape:
          `<rect x='70' y='70' width='180' height='18' rx='6' fill='${dark}'/>` +
          `<path d='M78 88h164l-20 180c-2 10-10 16-20 16h-84c-10 0-18-6-20-16z' fill='${fill}'/>`,
        labelY: 134,
        chars: 14,
      };
    case 'packet':
      return {
        shape:
          `<rect x='46' y='84' width='228' height='160' rx='10' fill='${fill}'/>` +
          `<rect x='46' y='84' width='228' height='14' fill='${dark}'/><rect x='46' y='230' width='228' height='14' fill='${dark}'/>`,
        labelY: 130,
        chars: 20,
      };
    default:
      return {
        shape:
          `<path d='M236 56l22-16v214l-22 22z' fill='${dark}'/><path d='M84 56l22-16h152l-22 16z' fill='${tint(fill, 0.25)}'/>` +
          `<rect x='84' y='56' width='152' height='220' rx='4' fill='${fill}'/>`,
        labelY: 112,
        chars: 14,
      };
  }
}

export function productSvg(p: ProductPicture): string {
  const colour = p.colour;
  const dark = tint(colour, -0.35);
  const ink = inkOn(colour);
  const { shape, labelY, chars } = packShape(p.packType, colour, dark);
  // The product name without the brand prefix reads better on the pack.
  const rest = p.name.toLowerCase().startsWith(p.brand.toLowerCase())
    ? p.name.slice(p.brand.length).trim()
    : p.name;
  const withoutSize = rest.endsWith(p.packSize)
    ? rest.slice(0, rest.length - p.packSize.length).trim()
    : rest;
  const brandLines = wrapText(p.brand, chars, 2);
  const nameLines = wrapText(withoutSize || p.name, chars + 2, 3);
  const pillWidth = Math.max(64, p.packSize.length * 9 + 24);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 320' width='320' height='320' role='img' aria-label='${escapeXml(p.name)}'>` +
    `<rect width='320' height='320' fill='${tint(colour, 0.88)}'/>` +
    `<ellipse cx='160' cy='292' rx='110' ry='12' fill='${tint(colour, 0.7)}'/>` +
    shape +
    textLines(brandLines, 160, labelY, 20, ink, 800) +
    textLines(nameLines, 160, labelY + brandLines.length * 24 + 6, 13, ink, 500) +
    (p.packSize
      ? `<rect x='${160 - pillWidth / 2}' y='6' width='${pillWidth}' height='26' rx='13' fill='#ffffff' stroke='${dark}'/>` +
        `<text x='160' y='24' ${FONT} font-size='14' font-weight='700' fill='${dark}' text-anchor='middle'>${escapeXml(p.packSize)}</text>`
      : '') +
    `</svg>`
  );
}

function initials(name: string): string {
  const words = name.split(/[\s&]+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return (words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

export function categorySvg(name: string, colour: string): string {
  const lines = wrapText(name, 16, 2);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200' width='200' height='200' role='img' aria-label='${escapeXml(name)}'>` +
    `<rect width='200' height='200' rx='24' fill='${tint(colour, 0.85)}'/>` +
    `<circle cx='100' cy='80' r='48' fill='${colour}'/>` +
    `<circle cx='136' cy='48' r='14' fill='${tint(colour, 0.5)}'/>` +
    `<text x='100' y='96' ${FONT} font-size='40' font-weight='800' fill='${inkOn(colour)}' text-anchor='middle'>${escapeXml(initials(name))}</text>` +
    textLines(lines, 100, 156, 17, tint(colour, -0.5), 700) +
    `</svg>`
  );
}

export function brandSvg(name: string, colour: string): string {
  const lines = wrapText(name, 16, 2);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200' width='200' height='200' role='img' aria-label='${escapeXml(name)}'>` +
    `<rect width='200' height='200' rx='24' fill='#ffffff'/>` +
    `<circle cx='100' cy='84' r='56' fill='${colour}'/><circle cx='100' cy='84' r='46' fill='none' stroke='${inkOn(colour)}' stroke-width='3' stroke-dasharray='6 5'/>` +
    `<text x='100' y='100' ${FONT} font-size='42' font-weight='900' fill='${inkOn(colour)}' text-anchor='middle'>${escapeXml(initials(name))}</text>` +
    textLines(lines, 100, 166, 17, tint(colour, -0.4), 800) +
    `</svg>`
  );
}

/** A wide promotional picture (banners 1200x400, schemes 600x300). */
export function bannerSvg(
  title: string,
  subtitle: string,
  colour: string,
  size: 'banner' | 'scheme',
): string {
  const [w, h] = size === 'banner' ? [1200, 400] : [600, 300];
  const titleSize = size === 'banner' ? 64 : 36;
  const subSize = size === 'banner' ? 30 : 18;
  const titleLines = wrapText(title, size === 'banner' ? 26 : 24, 2);
  const subLines = wrapText(subtitle, size === 'banner' ? 56 : 44, 2);
  const ink = inkOn(colour);
  const dark = tint(colour, -0.45);
  const id = `g${Math.abs([...title].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7))}`;
  const left = (lines: string[], y: number, fontSize: number, weight: number) =>
    lines
      .map(
        (l, i) =>
          `<text x='${w * 0.06}' y='${y + i * (fontSize + 8)}' ${FONT} font-size='${fontSize}' font-weight='${weight}' fill='${ink}'>${escapeXml(l)}</text>`,
      )
      .join('');
  const titleY = h * 0.38;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}' role='img' aria-label='${escapeXml(title)}'>` +
    `<defs><linearGradient id='${id}' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colour}'/><stop offset='1' stop-color='${dark}'/></linearGradient></defs>` +
    `<rect width='${w}' height='${h}' fill='url(#${id})'/>` +
    `<circle cx='${w * 0.86}' cy='${h * 0.3}' r='${h * 0.42}' fill='${tint(colour, 0.25)}' opacity='0.45'/>` +
    `<circle cx='${w * 0.74}' cy='${h * 0.95}' r='${h * 0.3}' fill='${tint(colour, 0.5)}' opacity='0.35'/>` +
    left(titleLines, titleY, titleSize, 800) +
    left(subLines, titleY + titleLines.length * (titleSize + 8) + subSize * 0.4, subSize, 500) +
    `</svg>`
  );
}
