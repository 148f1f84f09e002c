/**
 * The catalogue index's text part (decision 079): what a product list with a SearchText needs to
 * find, rank, count and sum its matches from memory, as the SQL path does (decision 017: every word
 * in the name, case-insensitively, or the whole text as the SKU code or barcode; ranked exact code
 * or barcode, exact name, name prefix, then trigram similarity, then product id).
 *
 * - Names, lower-cased, end to end in one buffer (for the rank).
 * - Token postings: a name's tokens are its lower-cased words as the search splits a text (on
 *   white space); for each distinct token of the catalogue, the positions of the names holding it.
 *   A search word holds no white space, so a name holds it (`ILIKE '%word%'`) exactly when one of
 *   its tokens does: the tokens holding the word (a few thousand distinct tokens to look through)
 *   give the matching names. No name is read.
 * - Code and barcode: a sorted hash of each, checked against the line's own value on a hit.
 * - Each name's pg_trgm trigram count: the similarity of a name to the text is pg_trgm's, shared
 *   trigrams over the union, in float4 (each word of letters and digits padded "  w ").
 *
 * It is built only for a catalogue whose names are all ASCII, and answers only ASCII texts; other
 * texts take the SQL path. Within ASCII, lower-casing, white space and what is a letter or digit
 * are the same in JavaScript and in PostgreSQL, whatever the locale, so the answers are the
 * database's.
 */

/** Strings of one column end to end in UTF-8; `starts` has one more entry than positions. */
interface TextColumn {
  bytes: Buffer;
  starts: Int32Array;
}

/** An exact look-up of a column's values: their hashes in ascending order, with their positions. */
interface HashLookup {
  hashes: Uint32Array;
  positions: Int32Array;
}

/** What the text part reads of a product line: its name, code and barcode ('' for none). */
export interface TextFields {
  ProductName: string;
  ProductCode: string;
  Barcode: string;
}

/** A position's line fields (the index's line, parsed), to check a hash's hit. */
export type FieldsAt = (pos: number) => TextFields;

export interface TextIndex {
  names: TextColumn;
  /** pg_trgm's trigram count of each name (cardinality(show_trgm(name))). */
  nameTrigrams: Uint16Array;
  /** Every distinct token, and the positions holding each (tokenStarts[id] .. tokenStarts[id + 1]). */
  tokens: string[];
  tokenStarts: Int32Array;
  tokenPostings: Int32Array;
  codes: HashLookup;
  barcodes: HashLookup;
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
const SPACE = 0;
const TRIGRAMS = SYMBOLS ** 3;

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

/** A name's tokens: split on white space as searchWords splits a text. */
const tokensOf = (lower: string) => lower.split(/\s+/).filter((t) => t.length > 0);

/** FNV-1a of a string's UTF-16 code units, an unsigned 32-bit integer. */
function hashOf(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A column written value by value into one buffer sized up front, grown by half when short. */
class ColumnWriter {
  bytes: Buffer;
  at = 0;
  readonly starts: Int32Array;

  constructor(n: number, perValue: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(1024, n * perValue));
    this.starts = new Int32Array(n + 1);
  }

  push(pos: number, value: string): void {
    const length = Buffer.byteLength(value, 'utf8');
    if (this.at + length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.ceil((this.at + length) * 1.5));
      this.bytes.copy(grown, 0, 0, this.at);
      this.bytes = grown;
    }
    this.starts[pos] = this.at;
    this.bytes.write(value, this.at, 'utf8');
    this.at += length;
    this.starts[pos + 1] = this.at;
  }
}

/** (hash × n + position) keys, sorted: the look-up's two arrays. */
function lookupOf(keys: Float64Array, n: number): HashLookup {
  keys.sort();
  const hashes = new Uint32Array(keys.length);
  const positions = new Int32Array(keys.length);
  keys.forEach((k, i) => {
    positions[i] = k % n;
    hashes[i] = Math.floor(k / n);
  });
  return { hashes, positions };
}

/** Positions whose field is exactly `value`, ascending. */
function lookup(l: HashLookup, value: string, fieldAt: (pos: number) => string): number[] {
  const h = hashOf(value);
  let lo = 0;
  let hi = l.hashes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (l.hashes[mid]! < h) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo; i < l.hashes.length && l.hashes[i] === h; i++) {
    if (fieldAt(l.positions[i]!) === value) found.push(l.positions[i]!);
  }
  return found.sort((a, b) => a - b);
}

/** The positions whose code is the text upper-cased or whose barcode is the text. */
function exactMatches(text: TextIndex, raw: string, fieldsAt: FieldsAt): number[] {
  return [
    ...lookup(text.codes, raw.toUpperCase(), (pos) => fieldsAt(pos).ProductCode),
    ...lookup(text.barcodes, raw, (pos) => fieldsAt(pos).Barcode),
  ];
}

/**
 * Builds the text part of an index from its products' lines, in position order, chunk by chunk
 * (add), then `done()`: null when a name is beyond ASCII (the catalogue is then searched by SQL).
 */
export class TextIndexBuilder {
  private readonly n: number;
  private readonly names: ColumnWriter;
  private readonly nameTrigrams: Uint16Array;
  private readonly tokenIds = new Map<string, number>();
  /** How many names hold each token. */
  private readonly tokenCounts: number[] = [];
  private readonly codeKeys: Float64Array;
  private readonly barcodeKeys: Float64Array;
  private barcodes = 0;
  private servable = true;
  private readonly pg = new Set<number>();

  constructor(n: number) {
    this.n = n;
    this.names = new ColumnWriter(n, 48);
    this.nameTrigrams = new Uint16Array(n);
    this.codeKeys = new Float64Array(n);
    this.barcodeKeys = new Float64Array(n);
  }

  /** The lines of positions first, first + 1, ... */
  add(first: number, rows: readonly TextFields[]): void {
    rows.forEach((row, i) => {
      const pos = first + i;
      // hash × n + position: exact in a double below 2^53.
      this.codeKeys[pos] = hashOf(row.ProductCode) * this.n + pos;
      // A product without a barcode ('' in its line) matches no text (SQL's `barcode = text` is
      // never true for null).
      if (row.Barcode !== '') this.barcodeKeys[this.barcodes++] = hashOf(row.Barcode) * this.n + pos;
      // An ASCII name is lower-cased alike in JavaScript and in PostgreSQL, whatever the locale.
      const lower = row.ProductName.toLowerCase();
      this.names.push(pos, lower);
      const { bytes, starts } = this.names;
      const start = starts[pos]!;
      const end = starts[pos + 1]!;
      for (let b = start; b < end; b++) if (bytes[b]! >= 0x80) this.servable = false;
      pgTrigrams(bytes, start, end, this.pg);
      this.nameTrigrams[pos] = Math.min(this.pg.size, 0xffff);
      for (const token of new Set(tokensOf(lower))) {
        let id = this.tokenIds.get(token);
        if (id === undefined) {
          id = this.tokenCounts.length;
          this.tokenIds.set(token, id);
          this.tokenCounts.push(0);
        }
        this.tokenCounts[id]!++;
      }
    });
  }

  done(): TextIndex | null {
    if (!this.servable) return null;
    const { n, names } = this;
    const tokenStarts = new Int32Array(this.tokenCounts.length + 1);
    this.tokenCounts.forEach((count, id) => {
      tokenStarts[id + 1] = tokenStarts[id]! + count;
    });
    // Each name's tokens again, positions in ascending order: postings come out ascending.
    const tokenPostings = new Int32Array(tokenStarts[this.tokenCounts.length]!);
    const fill = tokenStarts.slice(0, this.tokenCounts.length);
    for (let pos = 0; pos < n; pos++) {
      const lower = names.bytes.toString('latin1', names.starts[pos], names.starts[pos + 1]);
      for (const token of new Set(tokensOf(lower))) tokenPostings[fill[this.tokenIds.get(token)!]!++] = pos;
    }
    return {
      names: { bytes: names.bytes.subarray(0, names.at), starts: names.starts },
      nameTrigrams: this.nameTrigrams,
      tokens: [...this.tokenIds.keys()],
      tokenStarts,
      tokenPostings,
      codes: lookupOf(this.codeKeys, n),
      barcodes: lookupOf(this.barcodeKeys.subarray(0, this.barcodes), n),
    };
  }
}

/**
 * Whether the index can answer this text: ASCII only (lower-casing is then the same everywhere),
 * with a word of three letters or digits in a row (searchTextRefusal's rule, within ASCII).
 */
export function textServable(raw: string, words: readonly string[]): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\x00-\x7f]*$/.test(raw) && words.some((w) => /[a-z0-9]{3}/.test(w));
}

/**
 * The positions matching a text (every word in the name, or the whole text the code or barcode),
 * ascending. The text is servable (textServable).
 */
export function findTextMatches(
  text: TextIndex,
  raw: string,
  words: readonly string[],
  fieldsAt: FieldsAt,
): Int32Array {
  // Per word, the tokens holding it; a name matches when every word has one of its tokens. Names
  // are counted per word: `seen[pos]` is how many words in turn the name has matched so far.
  const unique = [...new Set(words)];
  const seen = new Uint8Array(text.nameTrigrams.length);
  let found: number[] = [];
  unique.forEach((word, w) => {
    const next: number[] = [];
    text.tokens.forEach((token, id) => {
      if (!token.includes(word)) return;
      for (let i = text.tokenStarts[id]!; i < text.tokenStarts[id + 1]!; i++) {
        const pos = text.tokenPostings[i]!;
        if (seen[pos] === w) {
          seen[pos] = w + 1;
          next.push(pos);
        }
      }
    });
    found = next;
  });
  const exact = exactMatches(text, raw, fieldsAt);
  return Int32Array.from(new Set([...found, ...exact])).sort();
}

const float = new Float32Array(1);
const floatBits = new Int32Array(float.buffer);
/** The bits of 1.0 in float4: a similarity's bits lie in 0..ONE (a positive float orders as its bits). */
const ONE = 0x3f800000;

/**
 * Each match's rank and pg_trgm similarity to the text (float4 bits: a positive float4 orders as its
 * bits). Ranks: 0 the code or barcode is the text, 1 the name is the text, 2 the name starts with
 * it, then (with `wordPrefix`, the search drawer's rank) 3 a word of the name starts with it; else
 * the next rank.
 */
function scoreMatches(
  text: TextIndex,
  raw: string,
  positions: ArrayLike<number>,
  fieldsAt: FieldsAt,
  wordPrefix: boolean,
): { ranks: Uint8Array; simBits: Int32Array } {
  const lower = Buffer.from(raw.toLowerCase(), 'utf8');
  // SQL's `' ' || name like '% ' || text || '%'`: a space, then the text, anywhere in the name.
  const afterSpace = Buffer.from(` ${raw.toLowerCase()}`, 'utf8');
  const exact = new Set(exactMatches(text, raw, fieldsAt));
  const textTrigrams = new Set<number>();
  pgTrigrams(lower, 0, lower.length, textTrigrams);
  const m = textTrigrams.size;
  const inText = new Uint8Array(TRIGRAMS);
  for (const c of textTrigrams) inText[c] = 1;
  // Which text trigrams the current name has shown already: stamped with its index + 1.
  const seen = new Int32Array(TRIGRAMS);
  const { names } = text;
  const ranks = new Uint8Array(positions.length);
  const simBits = new Int32Array(positions.length);
  let common = 0;
  let stamp = 0;
  const visit = (c: number) => {
    if (inText[c] === 1 && seen[c] !== stamp) {
      seen[c] = stamp;
      common++;
    }
  };
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i]!;
    const start = names.starts[pos]!;
    const end = names.starts[pos + 1]!;
    const name = names.bytes.subarray(start, end);
    ranks[i] = exact.has(pos)
      ? 0
      : name.equals(lower)
        ? 1
        : name.length >= lower.length && name.subarray(0, lower.length).equals(lower)
          ? 2
          : wordPrefix && name.includes(afterSpace)
            ? 3
            : wordPrefix
              ? 4
              : 3;
    common = 0;
    stamp = i + 1;
    visitPgTrigrams(names.bytes, start, end, visit);
    const k = text.nameTrigrams[pos]!;
    // pg_trgm: count / (len1 + len2 - count) in float4; 0 when either has no trigram.
    float[0] = k === 0 || m === 0 ? 0 : common / (k + m - common);
    simBits[i] = floatBits[0]!;
  }
  return { ranks, simBits };
}

/**
 * The matches in rank order (decision 017, the SQL path's `rankKeys`): 0 the code or barcode is
 * the text, 1 the name is the text, 2 the name starts with it, else 3; then pg_trgm similarity of
 * the name to the text (float4) descending; then product id (position) ascending.
 */
export function rankMatches(
  text: TextIndex,
  raw: string,
  positions: Int32Array,
  n: number,
  fieldsAt: FieldsAt,
): Int32Array {
  const { ranks, simBits } = scoreMatches(text, raw, positions, fieldsAt, false);
  // rank, then similarity descending, then position: exact in a double (below 2^53).
  const keys = Float64Array.from(
    positions,
    (pos, i) => (ranks[i]! * (ONE + 1) + (ONE - simBits[i]!)) * n + pos,
  );
  keys.sort();
  return Int32Array.from(keys, (k) => k % n);
}

/**
 * The search drawer's best `limit` product matches (queries/search.ts findSkuLines' order): rank
 * (0 code or barcode, 1 exact name, 2 name prefix, 3 a word's prefix, else 4), similarity
 * descending, name in the database's order (`nameRank`, its dense rank), then position. Answers
 * the positions with their ranks, for the merge with the brand and category lines.
 */
export function topDrawerMatches(
  text: TextIndex,
  raw: string,
  positions: readonly number[],
  nameRank: Int32Array,
  limit: number,
  fieldsAt: FieldsAt,
): Array<{ pos: number; rank: number }> {
  const { ranks, simBits } = scoreMatches(text, raw, positions, fieldsAt, true);
  const group = (i: number) => ranks[i]! * (ONE + 1) + (ONE - simBits[i]!);
  // (rank, similarity) sorted natively as one double with the entry's index; names break ties
  // only within one (rank, similarity) group, so only the groups of the first `limit` entries
  // are ordered again, by name and position.
  const count = positions.length;
  const keys = Float64Array.from({ length: count }, (_, i) => group(i) * count + i);
  keys.sort();
  const order = Array.from(keys, (k) => k % count);
  let cut = Math.min(limit, count);
  if (cut > 0) {
    const lastGroup = group(order[cut - 1]!);
    while (cut < count && group(order[cut]!) === lastGroup) cut++;
  }
  const head = order.slice(0, cut);
  head.sort(
    (a, b) =>
      group(a) - group(b) ||
      nameRank[positions[a]!]! - nameRank[positions[b]!]! ||
      positions[a]! - positions[b]!,
  );
  return head.slice(0, limit).map((i) => ({ pos: positions[i]!, rank: ranks[i]! }));
}
