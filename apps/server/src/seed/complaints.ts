/**
 * Complaint demo data (docs/decisions/085): the client's complaint metadata (types, reasons,
 * disposal methods, where products return to) and, for a retailer, a few past complaints with
 * pictures drawn here with sharp, raised through the complaint service (so the pictures take the
 * same checks and re-encoding as an upload). The large seed shares four pictures among its
 * complaints, so its file volume stays small.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows, timestamp } from '../db/sql.ts';
import { int } from '../db/values.ts';
import type { FileStore } from '../integrations/file-store.ts';
import {
  addComplaint,
  loadSharp,
  type NewComplaintImage,
  processComplaintImage,
  storeComplaintImage,
} from '../modules/complaint/service.ts';

const DAY = 24 * 60 * 60 * 1000;

export const COMPLAINT_LOVS: Array<[type: string, code: string, name: string]> = [
  ['COMPL_TYPE', 'QLT', 'Quality'],
  ['COMPL_TYPE', 'PKG', 'Packaging'],
  ['COMPL_TYPE', 'QTY', 'Quantity'],
  ['COMPL_TYPE', 'SAF', 'Safety'],
  ['COMPL_REASON', 'DMG', 'Damaged pack'],
  ['COMPL_REASON', 'LEK', 'Leaking'],
  ['COMPL_REASON', 'FOR', 'Foreign matter'],
  ['COMPL_REASON', 'TST', 'Taste or smell off'],
  ['COMPL_REASON', 'SHT', 'Short quantity'],
  ['COMPL_REASON', 'EXP', 'Expired on arrival'],
  ['COMPL_DISP_MET', 'DST', 'Destroy at store'],
  ['COMPL_DISP_MET', 'RET', 'Return to distributor'],
  ['COMPL_DISP_MET', 'RPL', 'Replace on next delivery'],
  ['COMPL_RET_TO', 'DIS', 'Distributor'],
  ['COMPL_RET_TO', 'DEP', 'Company depot'],
];

export async function seedComplaintLovs(db: Db | Tx, clientId: number): Promise<void> {
  for (const [i, [type, code, name]] of COMPLAINT_LOVS.entries()) {
    await db.execute(
      sql`insert into complaint_lovs (client_id, type, code, name, seq)
          values (${clientId}, ${type}, ${code}, ${name}, ${(i + 1) * 10}) on conflict do nothing`,
    );
  }
}

/** A small photo-like picture: a coloured pack on a shelf, with a mark where the fault is. */
export async function drawDemoPicture(
  colour: string,
  label: string,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#e7e5e4"/>
    <rect y="380" width="640" height="100" fill="#a8a29e"/>
    <rect x="210" y="90" width="220" height="300" rx="18" fill="${colour}"/>
    <rect x="240" y="150" width="160" height="70" rx="8" fill="#ffffff" opacity="0.85"/>
    <text x="320" y="196" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#1c1917">${label}</text>
    <circle cx="380" cy="300" r="46" fill="none" stroke="#dc2626" stroke-width="8"/>
  </svg>`;
  const sharp = await loadSharp();
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 80 }).toBuffer();
}

const PAST: Array<{
  daysAgo: number;
  type: string;
  reason: string;
  disposal: string | null;
  returnTo: string | null;
  consumer: string;
  remarks: string;
  pictures: Array<[string, string]>;
}> = [
  {
    daysAgo: 35,
    type: 'PKG',
    reason: 'DMG',
    disposal: 'RET',
    returnTo: 'DIS',
    consumer: 'Asha Patil',
    remarks: 'Outer carton crushed, three packs torn',
    pictures: [
      ['#2563eb', 'TORN'],
      ['#1d4ed8', 'CARTON'],
    ],
  },
  {
    daysAgo: 21,
    type: 'QLT',
    reason: 'TST',
    disposal: 'DST',
    returnTo: null,
    consumer: 'Ravi Kumar',
    remarks: 'Customer says it tastes stale',
    pictures: [['#16a34a', 'BATCH']],
  },
  {
    daysAgo: 9,
    type: 'SAF',
    reason: 'FOR',
    disposal: 'RET',
    returnTo: 'DEP',
    consumer: 'Meera Shah',
    remarks: 'Plastic piece found inside',
    pictures: [
      ['#ea580c', 'FOUND'],
      ['#c2410c', 'PACK'],
      ['#9a3412', 'LABEL'],
    ],
  },
  {
    daysAgo: 2,
    type: 'QTY',
    reason: 'SHT',
    disposal: null,
    returnTo: null,
    consumer: '',
    remarks: 'Pack weighs less than printed',
    pictures: [['#7c3aed', 'WEIGHT']],
  },
];

/** retailer1's past complaints on invoiced products, with pictures; the last one not handled yet. */
export async function seedDemoComplaints(
  db: Db,
  input: { clientId: number; retailerId: number; distributorId: number; files: FileStore; now: Date },
): Promise<void> {
  const lovs = await queryRows(
    db,
    sql`select id, type, code from complaint_lovs where client_id = ${input.clientId}`,
  );
  const lov = (type: string, code: string | null) =>
    code ? int(lovs.find((l) => l.type === type && l.code === code)?.id) || null : null;
  const invoiced = await queryRows(
    db,
    sql`select distinct on (ol.product_id) ol.product_id, i.invoice_no
        from orders o join invoices i on i.order_id = o.id join invoice_lines il on il.invoice_id = i.id
        join order_lines ol on ol.id = il.order_line_id
        where o.client_id = ${input.clientId} and o.retailer_id = ${input.retailerId}
        order by ol.product_id, i.id limit ${PAST.length}`,
  );
  if (invoiced.length === 0) return;
  for (const [k, past] of PAST.entries()) {
    const line = invoiced[k % invoiced.length]!;
    const uploads = await Promise.all(past.pictures.map(([colour, label]) => drawDemoPicture(colour, label)));
    await addComplaint(db, {
      owner: { clientId: input.clientId, retailerId: input.retailerId },
      distributorId: input.distributorId,
      body: {
        productId: int(line.product_id),
        complaintReasonId: lov('COMPL_REASON', past.reason)!,
        complaintTypeId: lov('COMPL_TYPE', past.type) ?? undefined,
        InvoiceNo: String(line.invoice_no),
        InvoiceDate: '',
        Remarks: past.remarks,
        ConsumerName: past.consumer,
        ContactNo: '',
      },
      uploads,
      settings: { complaintUploadImageCount: 5 },
      files: input.files,
      now: new Date(input.now.getTime() - past.daysAgo * DAY),
      handled: {
        disposalMethodId: lov('COMPL_DISP_MET', past.disposal),
        returnToId: lov('COMPL_RET_TO', past.returnTo),
      },
    });
  }
}

/**
 * The large seed's complaints: `perRetailer` for each of the first `retailers` retailers, on
 * products their distributor carries, each with one or two of four shared pictures. Set-based.
 */
export async function seedLargeComplaints(
  db: Db,
  input: { clientId: number; retailers: number; perRetailer: number; files: FileStore; now: Date },
): Promise<void> {
  const c = input.clientId;
  await seedComplaintLovs(db, c);
  const colours = ['#2563eb', '#16a34a', '#ea580c', '#7c3aed'];
  const shared: NewComplaintImage[] = [];
  for (const colour of colours) {
    const image = await processComplaintImage(await drawDemoPicture(colour, 'SAMPLE'), 0);
    shared.push(await storeComplaintImage(input.files, image));
  }
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into complaints (client_id, retailer_id, distributor_id, reference_no, product_id, product_name,
            product_code, type_id, reason_id, disposal_method_id, return_to_id, invoice_no, consumer_name, contact_no,
            remarks, created_at)
          select ${c}, r.id, rd.distributor_id, 'LCMP' || r.id || '-' || n, p.id, p.name, p.code,
            (select id from complaint_lovs where client_id = ${c} and type = 'COMPL_TYPE' order by seq offset n % 4 limit 1),
            (select id from complaint_lovs where client_id = ${c} and type = 'COMPL_REASON' order by seq offset n % 6 limit 1),
            case when n % 3 <> 0 then (select id from complaint_lovs where client_id = ${c} and type = 'COMPL_DISP_MET' order by seq offset n % 3 limit 1) end,
            case when n % 3 = 1 then (select id from complaint_lovs where client_id = ${c} and type = 'COMPL_RET_TO' order by seq offset n % 2 limit 1) end,
            '', 'Consumer ' || n, r.mobile, 'Complaint ' || n,
            ${timestamp(input.now)} - make_interval(days => n * 3)
          from (select id, mobile from retailers where client_id = ${c} order by code limit ${input.retailers}) r
          join retailer_distributors rd on rd.retailer_id = r.id and rd.is_default
          cross join generate_series(1, ${input.perRetailer}) n
          join lateral (select pr.id, pr.name, pr.code from distributor_products dp join products pr on pr.id = dp.product_id
            where dp.distributor_id = rd.distributor_id order by dp.product_id offset n limit 1) p on true`,
    );
    const values = shared.map(
      (s, i) =>
        sql`(${i}::int, ${s.fileKey}::text, ${s.thumbKey}::text, ${s.width}::int, ${s.height}::int, ${s.size}::int)`,
    );
    await tx.execute(
      sql`insert into complaint_images (id, complaint_id, client_id, retailer_id, seq, file_key, thumb_key, width, height,
            size, created_at)
          select substr(md5(random()::text || c.id || '-' || k), 1, 22), c.id, c.client_id, c.retailer_id, k,
            s.file_key, s.thumb_key, s.width, s.height, s.size, c.created_at
          from complaints c cross join generate_series(0, 1) k
          join (values ${sql.join(values, sql`, `)}) s(i, file_key, thumb_key, width, height, size)
            on s.i = (c.id + k) % 4
          where c.client_id = ${c} and (k = 0 or c.id % 2 = 0)`,
    );
  });
}
