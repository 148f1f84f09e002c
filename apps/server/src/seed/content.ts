/**
 * The demo client's support helpline and digital content (decision 104). Every file is made here,
 * with no download: pictures drawn by sharp (PNG, JPEG, GIF, TIFF), a one-page PDF written by
 * hand, a spreadsheet by write-excel-file, a CSV and a text file; the one video, a nine-second
 * H.264 clip of 18 KB, was made once with ffmpeg and is kept beside this file (assets/).
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../integrations/file-store.ts';
import { loadSharp } from '../modules/complaint/service.ts';
import { addDigitalContent, addHelplineContacts } from '../modules/content/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A poster: a coloured card with a headline and a product pack, drawn by sharp in `format`. */
async function poster(
  colour: string,
  headline: string,
  sub: string,
  format: 'png' | 'jpeg' | 'gif' | 'tiff',
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <rect width="960" height="640" fill="${colour}"/>
    <circle cx="760" cy="320" r="230" fill="#ffffff" opacity="0.16"/>
    <rect x="640" y="170" width="200" height="300" rx="22" fill="#ffffff"/>
    <rect x="660" y="230" width="160" height="80" rx="10" fill="${colour}" opacity="0.85"/>
    <text x="740" y="282" font-family="sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#ffffff">NEW</text>
    <text x="60" y="270" font-family="sans-serif" font-size="56" font-weight="bold" fill="#ffffff">${headline}</text>
    <text x="60" y="340" font-family="sans-serif" font-size="30" fill="#ffffff">${sub}</text>
  </svg>`;
  const sharp = await loadSharp();
  const img = sharp(Buffer.from(svg));
  if (format === 'png') return img.png().toBuffer();
  if (format === 'jpeg') return img.jpeg({ quality: 82 }).toBuffer();
  if (format === 'gif') return img.gif().toBuffer();
  return img.tiff({ compression: 'lzw' }).toBuffer();
}

/** A one-page PDF of lines of text (Helvetica), its cross-reference table counted exactly. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 22 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function schemeSheet(): Promise<Buffer> {
  const header = ['Scheme', 'Brand', 'Buy', 'Get', 'Valid till'].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const rows = [
    ['Buy 10 Get 1', 'Sunrise Foods', 10, 1, '31-12-2026'],
    ['Festive 5% off', 'Golden Harvest', 24, 0, '15-12-2026'],
    ['Case deal', 'Fresh Valley', 6, 1, '31-01-2027'],
  ].map((r) => r.map((value) => ({ value })));
  return writeXlsxFile([
    {
      data: [header, ...rows],
      sheet: 'Schemes',
      columns: [{ width: 18 }, { width: 18 }, { width: 8 }, { width: 8 }, { width: 12 }],
    },
  ]).toBuffer();
}

/** The demo media, newest first as the list shows them. */
async function demoMedia(): Promise<
  Array<{ title: string; description: string; fileName: string; bytes: Buffer }>
> {
  return [
    {
      title: 'Masala Oats launch poster',
      description: 'Put it by the counter: the new 500 g pack arrives this month.',
      fileName: 'masala-oats-launch.jpg',
      bytes: await poster('#ea580c', 'Masala Oats', 'The new 500 g family pack', 'jpeg'),
    },
    {
      title: 'How to reorder in three taps',
      description: 'A short video: repeat last week\u2019s order from the order history.',
      fileName: 'how-to-reorder.mp4',
      bytes: await readFile(new URL('./assets/how-to-reorder.mp4', import.meta.url)),
    },
    {
      title: 'Price list, December',
      description: 'Every product with its price and case size for December.',
      fileName: 'price-list-december.pdf',
      bytes: simplePdf('Price list, December', [
        'Sunrise Basmati Rice 5 kg ........ 640.00',
        'Golden Harvest Atta 10 kg ........ 455.00',
        'Fresh Valley Sunflower Oil 1 l .... 152.00',
        'Masala Oats 500 g ................ 189.00',
        'Prices include tax. Case sizes as in the app.',
      ]),
    },
    {
      title: 'Festive shelf display',
      description: 'How the festive range should look on a four-shelf unit.',
      fileName: 'festive-shelf-display.png',
      bytes: await poster('#2563eb', 'Festive shelf', 'Four shelves, eye level first', 'png'),
    },
    {
      title: 'Schemes this quarter',
      description: 'The quarter\u2019s schemes as a spreadsheet.',
      fileName: 'schemes-q4.xlsx',
      bytes: await schemeSheet(),
    },
    {
      title: 'Cold chain checklist',
      description: 'A short animated reminder for dairy and frozen goods.',
      fileName: 'cold-chain-checklist.gif',
      bytes: await poster('#0d9488', 'Cold chain', 'Check the chiller twice a day', 'gif'),
    },
    {
      title: 'Order cut-off times',
      description: 'When orders must be in for the next delivery, by distributor.',
      fileName: 'order-cut-off-times.csv',
      bytes: Buffer.from(
        'Distributor,Cut-off,Delivery\nSharma Wholesale Traders,15:00,Next day\nMetro Distribution Co.,13:00,Next day\nCoastal FMCG Suppliers,15:00,In two days\n',
      ),
    },
    {
      title: 'Store front banner (print file)',
      description: 'High-quality TIFF for the print shop.',
      fileName: 'store-front-banner.tiff',
      bytes: await poster('#7c3aed', 'Restock partner', 'Proud stockist', 'tiff'),
    },
    {
      title: 'Tips for ordering in the app',
      description: 'Smart lists, favourites and repeat orders in five minutes.',
      fileName: 'ordering-tips.txt',
      bytes: Buffer.from(
        'Ordering tips\n\n1. Save your weekly order as a smart list and fill the cart in one tap.\n2. Mark what you buy often as a favourite.\n3. Repeat a past order from the order history.\n',
      ),
    },
  ];
}

export const DEMO_HELPLINE = [
  {
    type: 'Mobile',
    label: 'Retailer care',
    value: '+91 22 4000 1234',
    note: 'Mon\u2013Sat, 9:00\u201319:00',
  },
  { type: 'Mobile', label: 'Order desk', value: '+91 98200 12345', note: 'Orders and deliveries' },
  { type: 'Email', label: 'Support email', value: 'support@restock.example', note: 'Answered within a day' },
  { type: 'ExternalLink', label: 'Help centre', value: 'https://help.restock.example/retailers', note: '' },
] as const;

/** The demo client's helpline and digital content, spread over the last weeks. */
export async function seedDemoContent(
  db: Db,
  input: { clientId: number; files: FileStore; now: Date },
): Promise<void> {
  await addHelplineContacts(
    db,
    input.clientId,
    DEMO_HELPLINE.map((c) => ({ ...c })),
  );
  const media = await demoMedia();
  // Oldest first, so ids follow age.
  for (const [i, m] of [...media.entries()].reverse()) {
    await addDigitalContent(db, input.files, {
      clientId: input.clientId,
      ...m,
      createdAt: new Date(input.now.getTime() - (i * 4 + 1) * DAY_MS),
    });
  }
}

/**
 * The large seed's content: the demo's files once, then `count` rows over the same stored files
 * (set-based), so the list pages over a large table.
 */
export async function seedLargeContent(
  db: Db,
  input: { clientId: number; files: FileStore; now: Date; count: number },
): Promise<void> {
  await seedDemoContent(db, input);
  await db.execute(
    sql`insert into digital_content (client_id, title, description, file_type, kind, file_name, size, file_key, thumb_key, created_at)
        select d.client_id, d.title || ' #' || n, d.description, d.file_type, d.kind, d.file_name, d.size, d.file_key, d.thumb_key,
          d.created_at - make_interval(days => n)
        from digital_content d cross join generate_series(1, ${input.count}) n
        where d.client_id = ${input.clientId}
        order by n, d.id
        limit ${input.count}`,
  );
}
