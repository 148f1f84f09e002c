/**
 * Demo store banners and images (decision 122). retailer1 gets a few of each, uploaded through the
 * store service as the app uploads them (checked, re-encoded, in the file store). The large seed
 * stores one banner and one image picture and points every retailer's rows at them, so it costs
 * two pictures' work whatever the scale.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timestamp } from '../db/sql.ts';
import type { FileStore } from '../integrations/file-store.ts';
import { loadSharp, processComplaintImage } from '../modules/complaint/service.ts';
import { addStoreBanner } from '../modules/store/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A picture drawn for the demo: wide (3:1) for a banner, 4:3 for an image, with its title. */
export async function drawStorePicture(
  kind: 'Banner' | 'Image',
  colour: string,
  label: string,
): Promise<Buffer> {
  const [w, h] = kind === 'Banner' ? [1200, 400] : [800, 600];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1c1917"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${kind === 'Banner' ? w * 0.82 : w / 2}" cy="${h * 0.5}" r="${h * 0.32}" fill="#ffffff" opacity="0.18"/>
    <text x="${kind === 'Banner' ? w * 0.06 : w / 2}" y="${h * 0.56}" font-family="sans-serif" font-weight="bold"
      font-size="${kind === 'Banner' ? h * 0.14 : h * 0.09}" fill="#ffffff"
      text-anchor="${kind === 'Banner' ? 'start' : 'middle'}">${label}</text>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const DEMO: Array<['Banner' | 'Image', string, string, number, boolean]> = [
  ['Banner', 'Festive offers: up to 20% off', '#ea580c', 2, true],
  ['Banner', 'Fresh juices every morning', '#16a34a', 9, true],
  ['Banner', 'Monsoon sale (ended)', '#2563eb', 40, false],
  ['Image', 'Shop front', '#7c3aed', 5, true],
  ['Image', 'Beverages aisle', '#0891b2', 12, true],
  ['Image', 'Billing counter', '#be123c', 20, true],
];

export async function seedDemoStoreMedia(
  db: Db,
  input: { clientId: number; retailerId: number; files: FileStore; now: Date },
): Promise<void> {
  const owner = { clientId: input.clientId, retailerId: input.retailerId };
  // Oldest first: the list is newest first.
  for (const [kind, title, colour, daysAgo, active] of [...DEMO].sort((a, b) => b[3] - a[3])) {
    const made = await addStoreBanner(db, {
      owner,
      body: { Kind: kind, Title: title },
      uploads: [await drawStorePicture(kind, colour, title.split(':')[0]!)],
      idempotencyKey: null,
      files: input.files,
      now: new Date(input.now.getTime() - daysAgo * DAY_MS),
    });
    if (!active) await db.execute(sql`update store_media set active = false where id = ${made.Id}`);
  }
}

/** The first `retailers` retailers each get `perKind` banners and images sharing two stored pictures. */
export async function seedLargeStoreMedia(
  db: Db,
  input: { clientId: number; retailers: number; perKind: number; files: FileStore; now: Date },
): Promise<void> {
  const shared: Array<{
    kind: string;
    fileKey: string;
    thumbKey: string;
    width: number;
    height: number;
    size: number;
  }> = [];
  for (const kind of ['Banner', 'Image'] as const) {
    const image = await processComplaintImage(await drawStorePicture(kind, '#ea580c', `${kind} sample`), 0);
    const key = `${kind === 'Banner' ? 'banners' : 'store-images'}/seed-large`;
    await input.files.put(`${key}.jpg`, { contentType: 'image/jpeg', bytes: image.full });
    await input.files.put(`${key}.thumb.jpg`, { contentType: 'image/jpeg', bytes: image.thumb });
    shared.push({
      kind,
      fileKey: `${key}.jpg`,
      thumbKey: `${key}.thumb.jpg`,
      width: image.width,
      height: image.height,
      size: image.full.length,
    });
  }
  const values = shared.map(
    (s) =>
      sql`(${s.kind}::text, ${s.fileKey}::text, ${s.thumbKey}::text, ${s.width}::int, ${s.height}::int, ${s.size}::int)`,
  );
  await db.execute(
    sql`insert into store_media (client_id, retailer_id, kind, title, active, file_key, thumb_key, width, height, size,
          created_at)
        select ${input.clientId}, r.id, s.kind, s.kind || ' ' || n, n % 4 <> 0, s.file_key, s.thumb_key, s.width,
          s.height, s.size, ${timestamp(input.now)} - make_interval(days => n)
        from (select id from retailers where client_id = ${input.clientId} order by code limit ${input.retailers}) r
        cross join (values ${sql.join(values, sql`, `)}) s(kind, file_key, thumb_key, width, height, size)
        cross join generate_series(1, ${input.perKind}) n`,
  );
}
