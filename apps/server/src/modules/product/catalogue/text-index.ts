import type { TextRow } from '../queries/catalogue-index.ts';

/**
 * The catalogue index's text part (decision 079): what a product list with a SearchText needs to
 * find, rank, count and sum its matches from memory, as the SQL path does (decision 017: every word
 * in the name, case-insensitively, or the whole text as the SKU code or barcode; ranked exact code
 * or barcode, exact name, name prefix, then trigram similarity, then product id).
 *
 * - Names: `lower(name)` as PostgreSQL lower-cases it, end to end in one buffer. A word matches a
 *   name when the lower-cased name holds it (`ILIKE '%word%'` lower-cases both sides).
 * - Trigram postings: for every three letters or digits in a row of a lower-cased name, the
 *   positions whose name holds them, ascending. A word's own trigrams narrow its matches to the
 *   names holding all of them; the names are then checked. No name is read that lacks them.
 * - Code and barcode: exact lookups (a hash of each, sorted), checked against the stored value.
 * - PostgreSQL's trigram count of each name (`name_trigrams`): the similarity of a name to the text
 *   is pg_trgm's, count of shared trigrams over the union, in float4.
 *
 * It is built only for a catalogue whose names are all ASCII, and only when this file counts every
 * name's trigrams as pg_trgm did; texts with a character beyond ASCII take the SQL path. Within
 * ASCII, lower-casing and what is a letter or digit are the same in every locale.
 */

/** Strings of one column end to end in UTF-8; `starts` has one more entry than positions. */
interface TextColumn {
  bytes: Buffer;
  starts: Int32Array;
}

/** An exact lookup of a column's values: their hashes in ascending order, with their positions. */
interface ExactLookup {
  column: TextColumn;
  hashes: Uint32Array;
  positions: Int32Array;
}

export interface TextIndex {
  names: TextColumn;
  /** PostgreSQL's trigram count of each name (show_trgm). */
  nameTrigrams: Uint16Array;
  /** Positions of each trigram code (postingStarts[code] .. postingStarts[code + 1]). */
  postingStarts: Int32Array;
  postings: Int32Array;
  codes: ExactLookup;
  barcodes: ExactLookup;
}

/** A text's matches among the index's products, kept per text (index-search.ts). */
export interface TextMatch {
  /** Matching positions, ascending. */
  positions: Int32Array;
  /** The same positions in each order asked for (Rank: decision 017's), made when first asked. */
  orders: Map<string, Int32Array>;
}

/** Letters and digits (ASCII, lower-cased) are 1..36, a space (the padding of a word) 0. */
const SYMBOLS = 37;
const TRIGRAMS = SYMBOLS ** 3;
const SPACE = 0;

function symbolOf(byte: number): number {
  if (byte >= 0x61 && byte <= 0x7a) return byte - 0x61 + 1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30 + 27;
  return -1;
}

const trigramCode = (a: number, b: number, c: number) => (a * SYMBOLS + b) * SYMBOLS + c;

/**
 * pg_trgm's trigrams of a lower-cased ASCII text, each word (letters and digits) padded "  w ",
 * visited in order (a trigram may come more than once).
 */
function visitPgTrigrams(bytes: Uint8Array, start: number, end: number, visit: (code: number) => void): void {
  let a = SPACE;
  let b = SPACE;
  let inWord = false;
  for (let i = start; i <= end; i++) {
    const s = i < end ? symbolOf(bytes[i]!) : -1;
    if (s >= 0) {
      if (!inWord) {
        a = SPACE;
        b = SPACE;
        inWord = true;
      }
      visit(trigramCode(a, b, s));
      a = b;
      b = s;
    } else if (inWord) {
      visit(trigramCode(a, b, SPACE));
      inWord = false;
    }
  }
}

/** pg_trgm's trigrams of a lower-cased ASCII text, each once. */
function pgTrigrams(bytes: Uint8Array, start: number, end: number, into: Set<number>): void {
  into.clear();
  visitPgTrigrams(bytes, start, end, (code) => into.add(code));
}

/** Three letters or digits in a row of a lower-cased text, each once (a word's own trigrams). */
function innerTrigrams(bytes: Uint8Array, start: number, end: number, into: Set<number>): void {
  into.clear();
  for (let i = start; i + 2 < end; i++) {
    const a = symbolOf(bytes[i]!);
    const b = symbolOf(bytes[i + 1]!);
    const c = symbolOf(bytes[i + 2]!);
    if (a > 0 && b > 0 && c > 0) into.add(trigramCode(a, b, c));
  }
}

/** A column read chunk by chunk: one buffer per chunk, joined once when done (no buffer per value). */
class ColumnChunks {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  readonly starts: Int32Array;

  constructor(n: number) {
    this.starts = new Int32Array(n + 1);
  }

  /** The chunk of positions first.. as one buffer, and where it starts in the column. */
  add(first: number, values: readonly string[]): { bytes: Buffer; base: number } {
    const base = this.length;
    values.forEach((v, i) => {
      this.starts[first + i] = this.length;
      this.length += Buffer.byteLength(v, 'utf8');
    });
    this.starts[first + values.length] = this.length;
    const bytes = Buffer.from(values.join(''), 'utf8');
    this.chunks.push(bytes);
    return { bytes, base };
  }

  done(): TextColumn {
    return { bytes: Buffer.concat(this.chunks, this.length), starts: this.starts };
  }
}

/** FNV-1a of bytes, an unsigned 32-bit integer. */
function hashOf(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

function lookupOf(column: TextColumn, present: (pos: number) => boolean): ExactLookup {
  const n = column.starts.length - 1;
  const keys = new Float64Array(n);
  let k = 0;
  for (let pos = 0; pos < n; pos++) {
    if (!present(pos)) continue;
    // hash × n + position: exact in a double below 2^53.
    keys[k++] = hashOf(column.bytes, column.starts[pos], column.starts[pos + 1]) * n + pos;
  }
  const sorted = keys.subarray(0, k).sort();
  const hashes = new Uint32Array(k);
  const positions = new Int32Array(k);
  for (let i = 0; i < k; i++) {
    positions[i] = sorted[i]! % n;
    hashes[i] = Math.floor(sorted[i]! / n);
  }
  return { column, hashes, positions };
}

/**
 * Builds the text part of an index from its products' rows, in position order, chunk by chunk
 * (add), then `done()`: null when the catalogue cannot be served from memory (a name beyond
 * ASCII, or a name whose trigrams this file counts otherwise than pg_trgm did). Each chunk is
 * kept in arrays of its own size, so building grows no array by copies.
 */
export class TextIndexBuilder {
  private readonly names: ColumnChunks;
  private readonly codes: ColumnChunks;
  private readonly barcodes: ColumnChunks;
  private readonly hasBarcode: Uint8Array;
  private readonly nameTrigrams: Uint16Array;
  /** Each chunk's inner trigram codes of its names, end to end. */
  private readonly trigramChunks: Array<{ first: number; rows: number; codes: Int32Array }> = [];
  /** How many inner trigram codes each name has. */
  private readonly trigramCounts: Uint16Array;
  private servable = true;
  private scratch = new Int32Array(1 << 16);
  private readonly pg = new Set<number>();
  private readonly inner = new Set<number>();

  constructor(n: number) {
    this.names = new ColumnChunks(n);
    this.codes = new ColumnChunks(n);
    this.barcodes = new ColumnChunks(n);
    this.hasBarcode = new Uint8Array(n);
    this.nameTrigrams = new Uint16Array(n);
    this.trigramCounts = new Uint16Array(n);
  }

  /** The rows of positions first, first + 1, ... */
  add(first: number, rows: readonly TextRow[]): void {
    this.codes.add(
      first,
      rows.map((r) => r.code),
    );
    this.barcodes.add(
      first,
      rows.map((r) => r.barcode ?? ''),
    );
    const { bytes, base } = this.names.add(
      first,
      rows.map((r) => r.lower_name),
    );
    for (const byte of bytes) if (byte >= 0x80) this.servable = false;
    let k = 0;
    rows.forEach((row, i) => {
      const pos = first + i;
      this.hasBarcode[pos] = row.barcode === null ? 0 : 1;
      const start = this.names.starts[pos]! - base;
      const end = this.names.starts[pos + 1]! - base;
      const count = Number(row.name_trigrams);
      pgTrigrams(bytes, start, end, this.pg);
      if (this.pg.size !== count) this.servable = false;
      this.nameTrigrams[pos] = Math.min(count, 0xffff);
      innerTrigrams(bytes, start, end, this.inner);
      if (k + this.inner.size > this.scratch.length) {
        const grown = new Int32Array(this.scratch.length * 2 + this.inner.size);
        grown.set(this.scratch.subarray(0, k));
        this.scratch = grown;
      }
      for (const c of this.inner) this.scratch[k++] = c;
      this.trigramCounts[pos] = this.inner.size;
    });
    this.trigramChunks.push({ first, rows: rows.length, codes: this.scratch.slice(0, k) });
  }

  done(): TextIndex | null {
    if (!this.servable) return null;
    const postingStarts = new Int32Array(TRIGRAMS + 1);
    for (const { codes } of this.trigramChunks) for (const c of codes) postingStarts[c + 1]!++;
    for (let c = 0; c < TRIGRAMS; c++) postingStarts[c + 1]! += postingStarts[c]!;
    // Positions in ascending order: each trigram's postings come out ascending.
    const postings = new Int32Array(postingStarts[TRIGRAMS]!);
    const fill = postingStarts.slice(0, TRIGRAMS);
    for (const { first, rows, codes } of this.trigramChunks) {
      let i = 0;
      for (let pos = first; pos < first + rows; pos++) {
        const end = i + this.trigramCounts[pos]!;
        for (; i < end; i++) postings[fill[codes[i]!]!++] = pos;
      }
    }
    const hasBarcode = this.hasBarcode;
    return {
      names: this.names.done(),
      nameTrigrams: this.nameTrigrams,
      postingStarts,
      postings,
      codes: lookupOf(this.codes.done(), () => true),
      // A product without a barcode matches no text (SQL's `barcode = text` is never true for null).
      barcodes: lookupOf(this.barcodes.done(), (pos) => hasBarcode[pos] === 1),
    };
  }
}

/** Positions whose value is exactly `value`, ascending. */
function lookup(l: ExactLookup, value: string): number[] {
  const bytes = Buffer.from(value, 'utf8');
  const h = hashOf(bytes);
  let lo = 0;
  let hi = l.hashes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (l.hashes[mid]! < h) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo; i < l.hashes.length && l.hashes[i] === h; i++) {
    const pos = l.positions[i]!;
    const { starts } = l.column;
    if (l.column.bytes.subarray(starts[pos], starts[pos + 1]).equals(bytes)) found.push(pos);
  }
  return found.sort((a, b) => a - b);
}

/**
 * Whether the index can answer this text: ASCII only (lower-casing is then the same everywhere),
 * and a word with three letters or digits in a row to narrow by.
 */
export function textServable(raw: string, words: readonly string[]): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\x00-\x7f]*$/.test(raw) && words.some((w) => /[a-z0-9]{3}/.test(w));
}

/**
 * The positions matching a text (every word in the name, or the whole text the code or barcode),
 * ascending. The text is servable (textServable).
 */
export function findTextMatches(text: TextIndex, raw: string, words: readonly string[]): Int32Array {
  const wordBytes = words.map((w) => Buffer.from(w, 'utf8'));
  // The word's trigrams, the rarest first: the names holding the rarest are the candidates.
  const trigrams = new Set<number>();
  const all = new Set<number>();
  for (const w of wordBytes) {
    innerTrigrams(w, 0, w.length, trigrams);
    for (const c of trigrams) all.add(c);
  }
  const { postingStarts, postings, names } = text;
  const lists = [...all]
    .map((c) => postings.subarray(postingStarts[c], postingStarts[c + 1]))
    .sort((a, b) => a.length - b.length);
  let candidates: Int32Array = lists[0] ?? new Int32Array(0);
  if (lists.length > 1 && candidates.length > 0) candidates = intersect(candidates, lists[1]!);
  const found: number[] = [];
  for (const pos of candidates) {
    const name = names.bytes.subarray(names.starts[pos], names.starts[pos + 1]);
    if (wordBytes.every((w) => name.includes(w))) found.push(pos);
  }
  // The whole text as the SKU code (upper-cased, as the SQL path compares it) or the barcode.
  const exact = [...lookup(text.codes, raw.toUpperCase()), ...lookup(text.barcodes, raw)];
  if (exact.length === 0) return Int32Array.from(found);
  return Int32Array.from(new Set([...found, ...exact])).sort();
}

/** Both ascending lists' common positions. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let k = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[k++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, k);
}

const float = new Float32Array(1);
const floatBits = new Int32Array(float.buffer);
/** The bits of 1.0 in float4: a similarity's bits lie in 0..ONE (a positive float orders as its bits). */
const ONE = 0x3f800000;

/**
 * The matches in rank order (decision 017, the SQL path's `rankKeys`): 0 the code or barcode is
 * the text, 1 the name is the text, 2 the name starts with it, else 3; then pg_trgm similarity of
 * the name to the text (float4) descending; then product id (position) ascending.
 */
export function rankMatches(text: TextIndex, raw: string, positions: Int32Array, n: number): Int32Array {
  const lower = Buffer.from(raw.toLowerCase(), 'utf8');
  const exact = new Set([...lookup(text.codes, raw.toUpperCase()), ...lookup(text.barcodes, raw)]);
  const textTrigrams = new Set<number>();
  pgTrigrams(lower, 0, lower.length, textTrigrams);
  const m = textTrigrams.size;
  const inText = new Uint8Array(TRIGRAMS);
  for (const c of textTrigrams) inText[c] = 1;
  // Which text trigrams the current name has shown already: stamped with its index + 1.
  const seen = new Int32Array(TRIGRAMS);
  const { names } = text;
  const keys = new Float64Array(positions.length);
  let common = 0;
  let stamp = 0;
  const visit = (c: number) => {
    if (inText[c] === 1 && seen[c] !== stamp) {
      seen[c] = stamp;
      common++;
    }
  };
  positions.forEach((pos, i) => {
    const start = names.starts[pos]!;
    const end = names.starts[pos + 1]!;
    const name = names.bytes.subarray(start, end);
    const rank = exact.has(pos)
      ? 0
      : name.equals(lower)
        ? 1
        : name.length >= lower.length && name.subarray(0, lower.length).equals(lower)
          ? 2
          : 3;
    common = 0;
    stamp = i + 1;
    visitPgTrigrams(names.bytes, start, end, visit);
    const k = text.nameTrigrams[pos]!;
    // pg_trgm: count / (len1 + len2 - count) in float4; 0 when either has no trigram.
    float[0] = k === 0 || m === 0 ? 0 : common / (k + m - common);
    // rank, then similarity descending (a positive float4 orders as its bits), then position.
    keys[i] = (rank * (ONE + 1) + (ONE - floatBits[0]!)) * n + pos;
  });
  keys.sort();
  return Int32Array.from(keys, (k) => k % n);
}
