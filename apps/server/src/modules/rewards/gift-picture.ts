/**
 * The generated picture of a gift product with no picture of its own (as the catalogue's products
 * have theirs, modules/product/svg.ts): a wrapped gift box in a colour of the name; the card
 * beside it writes the name and vendor, the picture names them only for screen readers. Served same-origin, so the strict CSP (img-src 'self') holds.
 */
const PALETTE = ['#e4572e', '#17bebb', '#ffc914', '#2e282a', '#76b041', '#7d5ba6', '#1f7a8c', '#d7263d'];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function colourOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

export function giftSvg(name: string, vendor: string): string {
  const c = colourOf(name);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200' width='200' height='200' role='img' aria-label='${escapeXml(`${name}, ${vendor}`)}'>` +
    `<rect width='200' height='200' rx='24' fill='#f7f4ef'/>` +
    `<circle cx='100' cy='108' r='78' fill='${c}' opacity='0.12'/>` +
    `<rect x='46' y='88' width='108' height='76' rx='8' fill='${c}'/>` +
    `<rect x='38' y='66' width='124' height='28' rx='6' fill='${c}' stroke='#ffffff' stroke-width='3'/>` +
    `<rect x='93' y='66' width='14' height='98' fill='#ffffff' opacity='0.9'/>` +
    `<path d='M100 66 C80 30 56 44 76 66 Z M100 66 C120 30 144 44 124 66 Z' fill='#ffffff' stroke='${c}' stroke-width='4'/>` +
    `</svg>`
  );
}
