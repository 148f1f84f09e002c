import type { TSearchResultLine } from '@restock/domain/contracts/product';
import { searchWords } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { and, likeEscape, queryRows } from '../../../db/sql.ts';
import { int } from '../../../db/values.ts';
import type { CatalogueScope } from '../scope.ts';
import { AVAILABLE_FROM, availableWhere, DISTRIBUTOR_ROWS, pastPurchaseSource } from './filter.ts';

export interface GlobalSearchInput {
  text: string;
  needSalesReturn: boolean;
  needFoc: boolean;
  limit: number;
}

/** Every word of the text in the name: each word is a trigram-indexed ILIKE. */
function nameMatch(column: SQL, words: readonly string[]): SQL {
  return and(words.map((w) => sql`${column} ilike ${`%${likeEscape(w)}%`}`));
}

/**
 * Rank of a name against the text: 1 exact, 2 starts with it, 3 a word starts with it, 4 contains
 * every word. Rank 0 is kept for an exact SKU code or barcode.
 */
function nameRank(column: SQL, text: string): SQL {
  return lowerNameRank(sql`lower(${column})`, text);
}

/** nameRank over a name already lower-cased (lower-casing a long name is not free). */
function lowerNameRank(lowerName: SQL, text: string): SQL {
  const lower = text.toLowerCase();
  const prefix = `${likeEscape(lower)}%`;
  return sql`case when ${lowerName} = ${lower} then 1
    when ${lowerName} like ${prefix} then 2
    when ' ' || ${lowerName} like ${`% ${prefix}`} then 3 else 4 end`;
}

/** The number of distinct trigrams of a product name (stored; indexed with the name's trigrams). */
const NAME_TRIGRAMS = sql`p.name_trigrams`;

/** A search drawer line as ranked: a SKU's or a level's (brand, category, sub-category). */
export interface RankedRow {
  code: string;
  id: number;
  name: string;
  level_name: string;
  image_url: string;
  category_id: number | null;
  sub_category_id: number | null;
  brand_id: number | null;
  rank: number;
  lvl: number;
  sim: number;
}

/**
 * How the SKU search of a client proceeds: the trigram-count bounds of its rounds (the counts
 * below which about 0.1%, 0.3%, 1%, 3%, 8%, 15%, 25%, 35%, 50% and 70% of the client's products
 * fall), or none for a catalogue small enough to rank every match at once. Only how many rounds a
 * search takes depends on this, never its answer, so it is cached for a while.
 */
const BOUNDS_MS = 10 * 60_000;
/** Below this many products one query ranks every match. */
const ROUNDS_FROM_PRODUCTS = 5000;
/** A round's bound and the share of the client's products whose names it covers. */
interface Bound {
  k: number;
  share: number;
}
const boundsByClient = new Map<number, { at: number; bounds: Promise<Bound[]> }>();

function trigramBounds(db: Db, clientId: number): Promise<Bound[]> {
  const cached = boundsByClient.get(clientId);
  if (cached && Date.now() - cached.at < BOUNDS_MS) return cached.bounds;
  // Concurrent searches share one reading; a failed one is not kept.
  const bounds = readTrigramBounds(db, clientId);
  boundsByClient.set(clientId, { at: Date.now(), bounds });
  bounds.catch(() => boundsByClient.delete(clientId));
  return bounds;
}

async function readTrigramBounds(db: Db, clientId: number): Promise<Bound[]> {
  const rows = await queryRows<{ k: number; n: number }>(
    db,
    sql`select ${NAME_TRIGRAMS} as k, count(*)::int as n from products p
        where p.client_id = ${clientId} group by 1 order by 1`,
  );
  const total = rows.reduce((sum, r) => sum + int(r.n), 0);
  const bounds: Bound[] = [];
  if (total >= ROUNDS_FROM_PRODUCTS) {
    const shares = [0.001, 0.003, 0.01, 0.03, 0.08, 0.15, 0.25, 0.35, 0.5, 0.7];
    let seen = 0;
    for (const r of rows) {
      seen += int(r.n);
      while (shares.length > 0 && seen >= total * shares[0]!) {
        shares.shift();
        if (bounds.at(-1)?.k !== int(r.k)) bounds.push({ k: int(r.k), share: seen / total });
      }
    }
  }
  return bounds;
}

/**
 * Where the SKU search of a text found its answer last time (the index of the round's bound, or
 * the number of bounds for the final query), per client and text: the next search of that text
 * starts there. A hint never changes an answer (every round checks its own), only how many rounds
 * a search takes; at most HINTS are kept, the oldest forgotten first.
 */
const HINTS = 10_000;
const roundHints = new Map<string, number>();

function rememberRound(key: string, round: number): void {
  roundHints.delete(key);
  roundHints.set(key, round);
  if (roundHints.size > HINTS) roundHints.delete(roundHints.keys().next().value!);
}

/**
 * The best `limit` SKU lines by (rank, similarity desc, name, id), without ranking every match.
 *
 * A name with k distinct trigrams has a similarity of at most m/k to a text of m trigrams (k >= m),
 * so the matches among names of at most K trigrams are ranked first; when their last line beats
 * what any longer name could reach (and no longer name can rank better), they are the answer.
 * Otherwise K grows, and the last round has no bound. Codes, barcodes and exact names (ranks 0
 * and 1) are always in the first round. See docs/decisions/023.
 */
async function findSkuLines(
  db: Db,
  scope: CatalogueScope,
  input: GlobalSearchInput,
  raw: string,
  words: readonly string[],
  /** The level lines' statement: the first round reads them too (one statement, not two). */
  levels: SQL | null,
): Promise<{ skus: RankedRow[]; levels: RankedRow[] }> {
  const code = raw.toUpperCase();
  const lower = raw.toLowerCase();
  const prefix = `${likeEscape(lower)}%`;
  // Names starting with the text lie in [lower, next) (byte order, as text_pattern_ops sorts): the
  // range lets a prepared statement use the index whatever the text.
  const last = lower.codePointAt(lower.length - 1)!;
  const next = `${lower.slice(0, lower.length - (last > 0xffff ? 2 : 1))}${String.fromCodePoint(Math.min(last + 1, 0x10ffff))}`;
  // Codes, barcodes and exact names (ranks 0 and 1) are looked up apart from the word matches, so
  // each part keeps to its own indexes.
  const columns = sql`p.id, p.name, p.code, p.barcode, p.image_url, p.category_id, p.sub_category_id, p.brand_id`;
  // A sales return search keeps to what the retailer bought here.
  const bought = input.needSalesReturn
    ? sql`and p.id in (select product_id from ${pastPurchaseSource(scope)} pp)`
    : sql``;
  const matches = (bound: number | null) =>
    sql`(select ${columns} from products p where p.client_id = ${scope.clientId} and p.active
          and (p.code = ${code} or p.barcode = ${raw} or lower(p.name) = ${lower}) ${bought}
        union
        select ${columns} from products p where p.client_id = ${scope.clientId} and p.active
          and ${nameMatch(sql`p.name`, words)} ${bought}
          ${bound === null ? sql`` : sql`and ${NAME_TRIGRAMS} <= ${bound}`})`;
  const ranked = (bound: number | null) =>
    sql`select 'SKU' as code, p.id, p.name, 'Product' as level_name,
          coalesce(p.image_url, '/images/products/' || p.id || '.svg') as image_url,
          p.category_id, p.sub_category_id, p.brand_id,
          case when p.code = ${code} or p.barcode = ${raw} then 0 else ${lowerNameRank(sql`p.lower_name`, raw)} end as rank,
          4 as lvl, similarity(p.name, ${raw}) as sim
        from (select m.*, lower(m.name) as lower_name from ${matches(bound)} m) p`;
  const availableHere = sql`${availableWhere(scope)} ${input.needFoc ? sql`and dp.is_foc` : sql``}`;

  // Every match ranked (the planner picks how to find their distributor rows), the level lines
  // beside it when no round read them.
  const all = async (levelRows: RankedRow[] | null) => {
    const [skus, read] = await Promise.all([allSkus(), levelRows ?? readLevels(db, levels)]);
    return { skus, levels: read };
  };
  const allSkus = () =>
    queryRows<RankedRow>(
      db,
      sql`select x.* from (${ranked(null)}) x
          join ${DISTRIBUTOR_ROWS} on dp.product_id = x.id and ${availableHere}
          order by x.rank, x.sim desc, x.name, x.id
          limit ${input.limit}`,
    );
  // FOC and sales return searches keep few of the matches: they rank every match at once. So does
  // a text with a word of no trigram (under three letters or digits in a row), which the trigram
  // index cannot narrow.
  const indexable = words.every((w) => /[\p{L}\p{N}]{3}/u.test(w));
  const bounds =
    input.needFoc || input.needSalesReturn || !indexable ? [] : await trigramBounds(db, scope.clientId);

  // A round ranks the matches among names of at most `bound` trigrams, then looks up the
  // distributor's row of each in that order until it has a page. Its first row also tells how
  // many matches it ranked, the text's trigrams, and whether a longer name starts with the text
  // (rank 2) at any distributor; a round without lines answers that row alone (id null).
  const round = async (bound: number, withLevels: boolean) => {
    const rows = await queryRows<
      RankedRow & { m: number; longer_prefix: boolean; candidates: number; part: string; ord: number }
    >(
      db,
      sql`with x as materialized (${ranked(bound)})
          select 'S' as part, null::bigint as ord, c.candidates, c.m, c.longer_prefix, page.*
          from (select count(*)::int as candidates, cardinality(show_trgm(${raw}::text)) as m,
                  exists (select 1 from products p where p.client_id = ${scope.clientId}
                    and lower(p.name) ~>=~ ${lower} and lower(p.name) ~<~ ${next}
                    and lower(p.name) like ${prefix} and ${NAME_TRIGRAMS} > ${bound}) as longer_prefix
                from x) c
          left join lateral (
            select s.* from (select * from x order by rank, sim desc, name, id offset 0) s
            cross join lateral (select 1 from ${DISTRIBUTOR_ROWS}
              where dp.product_id = s.id and ${availableHere} limit 1) avail
            order by s.rank, s.sim desc, s.name, s.id
            limit ${input.limit}) page on true
          ${
            withLevels && levels
              ? sql`union all select 'L', row_number() over (order by lv.rank, lv.lvl, lv.sim desc, lv.name, lv.id),
                  null, null, null, lv.* from (${levels}) lv`
              : sql``
          }`,
      // Its plan suits every text (each part keeps to its index), so it is kept prepared.
      { prepare: 'search_round' },
    );
    const head = rows[0];
    return {
      lines: rows.filter((r) => r.part === 'S' && r.id !== null),
      levels:
        withLevels && levels
          ? rows.filter((r) => r.part === 'L').sort((a, b) => int(a.ord) - int(b.ord))
          : null,
      candidates: int(head?.candidates),
      m: int(head?.m),
      longerPrefix: head?.longer_prefix === true,
    };
  };
  const hintKey = `${scope.clientId}:${input.limit}:${lower}`;
  // Trigrams of the text, once a round has told: a bound below it cannot settle a search.
  let m = 0;
  // The share of names the next round must cover at least: a short round tells how sparse the
  // available matches are, and the next one covers enough names to fill a page at that rate.
  let reachShare = 0;
  let levelRows: RankedRow[] | null = null;
  for (let i = roundHints.get(hintKey) ?? 0; i < bounds.length; i++) {
    const { k: bound, share } = bounds[i]!;
    if (bound + 1 < m || share < reachShare) continue;
    const result = await round(bound, levelRows === null);
    levelRows ??= result.levels ?? [];
    const rows = result.lines;
    m = result.m;
    const last = rows[input.limit - 1];
    if (!last) {
      // Matches are many but few available here: as many more names as that rate needs; matches
      // are few: up to four times the names (they may gather among longer names).
      const { candidates } = result;
      if (candidates >= 4 * input.limit) reachShare = (share * input.limit * 1.5) / Math.max(rows.length, 1);
      else if (candidates > 0) reachShare = share * Math.min(input.limit / candidates, 4);
      continue;
    }
    const lastRank = int(last.rank);
    // Unseen names rank 2 or worse, with a similarity of at most `reach` (float4, as similarity()).
    const reach = bound + 1 >= m ? Math.fround(m / (bound + 1)) : 1;
    const beaten = Math.fround(Number(last.sim)) > reach * (1 + 1e-6);
    if (lastRank <= 1 || (beaten && (lastRank === 2 || (lastRank === 3 && !result.longerPrefix)))) {
      rememberRound(hintKey, i);
      return { skus: rows, levels: levelRows };
    }
  }
  if (bounds.length > 0) rememberRound(hintKey, bounds.length);
  return all(levelRows);
}

async function readLevels(db: Db, levels: SQL | null): Promise<RankedRow[]> {
  return levels
    ? queryRows<RankedRow>(db, levels, {
        // Small tables: the same plan suits every text, so it is kept prepared.
        prepare: 'search_levels',
      })
    : [];
}

/** The search text trimmed, and its words (none: the search answers nothing). */
export function searchTerms(text: string): { raw: string; words: string[] } {
  const raw = text.trim();
  return { raw, words: searchWords(raw) };
}

/**
 * The search drawer's lines: categories, sub-categories, brands and SKUs whose name holds every
 * word (or whose SKU code or barcode is the text), ranked exact SKU/barcode first, then exact name,
 * name prefix, word prefix, then by trigram similarity; at equal rank brands before categories,
 * sub-categories and SKUs. Only what the selected distributor has is found.
 */
export async function findSearchLines(
  db: Db,
  scope: CatalogueScope,
  input: GlobalSearchInput,
  raw: string,
  words: string[],
  /** The SKU lines when the catalogue index found them (search.ts); null: found here. */
  indexedSkus: RankedRow[] | null = null,
): Promise<TSearchResultLine[]> {
  const limit = input.limit;
  // A level line needs one available product of that level.
  const holds = (column: SQL, id: SQL) =>
    sql`exists (select 1 from ${DISTRIBUTOR_ROWS} where ${availableWhere(scope)}
      ${input.needFoc ? sql`and dp.is_foc` : sql``} and ${column} = ${id})`;
  // Sales return search finds products only.
  const levels = input.needSalesReturn
    ? null
    : sql`select * from ((select 'BR' as code, b.id, b.name, 'Brand' as level_name,
              coalesce(b.image_url, '/images/brands/' || b.id || '.svg') as image_url,
              null::int as category_id, null::int as sub_category_id, b.id as brand_id,
              ${nameRank(sql`b.name`, raw)} as rank, 1 as lvl, similarity(b.name, ${raw}) as sim
            from brands b
            where b.client_id = ${scope.clientId} and b.parent_id is null and b.active and ${nameMatch(sql`b.name`, words)}
              and ${holds(sql`dp.brand_id`, sql`b.id`)})
          union all
          (select 'CAT' as code, c.id, c.name, 'Category' as level_name,
              coalesce(c.image_url, '/images/categories/' || c.id || '.svg') as image_url,
              c.id as category_id, null::int as sub_category_id, null::int as brand_id,
              ${nameRank(sql`c.name`, raw)} as rank, 2 as lvl, similarity(c.name, ${raw}) as sim
            from categories c
            where c.client_id = ${scope.clientId} and c.parent_id is null and c.active and ${nameMatch(sql`c.name`, words)}
              and ${holds(sql`dp.category_id`, sql`c.id`)})
          union all
          (select 'SUCAT' as code, c.id, c.name, 'Sub-category' as level_name,
              coalesce(c.image_url, '/images/categories/' || c.id || '.svg') as image_url,
              c.parent_id as category_id, c.id as sub_category_id, null::int as brand_id,
              ${nameRank(sql`c.name`, raw)} as rank, 3 as lvl, similarity(c.name, ${raw}) as sim
            from categories c
            where c.client_id = ${scope.clientId} and c.parent_id is not null and c.active
              and ${nameMatch(sql`c.name`, words)} and ${holds(sql`dp.sub_category_id`, sql`c.id`)})) x
          order by rank, lvl, sim desc, name, id limit ${limit}`;
  const found = indexedSkus
    ? { skus: indexedSkus, levels: await readLevels(db, levels) }
    : await findSkuLines(db, scope, input, raw, words, levels);
  const levelRows = found.levels;
  const skuRows = found.skus;
  // Both lists come ordered by the database. A level line and a SKU line differ in level, so
  // (rank, level) orders them without comparing names.
  const merged: RankedRow[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < limit && (i < levelRows.length || j < skuRows.length)) {
    const a = levelRows[i];
    const b = skuRows[j];
    const takeLevel = a !== undefined && (b === undefined || int(a.rank) <= int(b.rank));
    merged.push(takeLevel ? a! : b!);
    if (takeLevel) i++;
    else j++;
  }
  return merged.map((r) => ({
    Code: String(r.code) as TSearchResultLine['Code'],
    Id: int(r.id),
    Name: String(r.name),
    LevelName: String(r.level_name),
    ImageUrl: String(r.image_url),
    CategoryId: r.category_id === null ? null : int(r.category_id),
    SubCategoryId: r.sub_category_id === null ? null : int(r.sub_category_id),
    BrandId: r.brand_id === null ? null : int(r.brand_id),
  }));
}

/** The product id of a barcode (or SKU code) at the selected distributor, or null. */
export async function findProductIdByBarcode(
  db: Db,
  scope: CatalogueScope,
  barcode: string,
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from ${AVAILABLE_FROM}
        where ${availableWhere(scope)} and p.client_id = ${scope.clientId}
          and (p.barcode = ${barcode} or p.code = ${barcode.toUpperCase()})
        order by (p.barcode = ${barcode}) desc, p.id limit 1`,
  );
  return row ? int(row.id) : null;
}
