/**
 * The generated picture of a gift product with no picture of its own (as the catalogue's products
 * have theirs, modules/product/svg.ts): a wrapped gift box in a colour of the name, the name and
 * the vendor. Served same-origin, so the strict CSP (img-src 'self') holds.
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

function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return out;
}

export function giftSvg(name: string, vendor: string): string {
  const c = colourOf(name);
  const font = "font-family='system-ui, sans-serif'";
  const text = wrap(name, 18, 2)
    .map(
      (l, i) =>
        `<text x='100' y='${158 + i * 18}' ${font} font-size='15' font-weight='700' fill='#2e282a' text-anchor='middle'>${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200' width='200' height='200' role='img' aria-label='${escapeXml(name)}'>` +
    `<rect width='200' height='200' rx='24' fill='#f7f4ef'/>` +
    `<rect x='52' y='58' width='96' height='70' rx='6' fill='${c}'/>` +
    `<rect x='46' y='44' width='108' height='22' rx='5' fill='${c}' stroke='#ffffff' stroke-width='2'/>` +
    `<rect x='94' y='44' width='12' height='84' fill='#ffffff' opacity='0.85'/>` +
    `<path d='M100 44 C84 20 66 30 80 44 Z M100 44 C116 20 134 30 120 44 Z' fill='#ffffff' stroke='${c}' stroke-width='3'/>` +
    text +
    `<text x='100' y='194' ${font} font-size='11' fill='#6b6466' text-anchor='middle'>${escapeXml(vendor.slice(0, 28))}</text>` +
    `</svg>`
  );
}
