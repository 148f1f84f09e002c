import type {
  TAttributeMaster,
  TCategory,
  TDynamicFilter,
  TProductAttributeLine,
} from '@restock/domain/contracts/product';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { intArray, queryRows } from '../../../db/sql.ts';
import { int, money } from '../../../db/values.ts';
import type { CatalogueScope } from '../scope.ts';
import { availableWhere, DISTRIBUTOR_ROWS, type Dimension, type FilterParts, filterWhere } from './filter.ts';

/** Categories with their sub-categories that hold products of the selected distributor. */
export async function findCategoryTree(
  db: Db,
  scope: CatalogueScope,
  needFoc: boolean,
): Promise<TCategory[]> {
  const counts = await queryRows(
    db,
    sql`select dp.sub_category_id as id, count(*)::int as n from ${DISTRIBUTOR_ROWS}
        where ${availableWhere(scope)} ${needFoc ? sql`and dp.is_foc` : sql``}
        group by dp.sub_category_id`,
  );
  const bySub = new Map(counts.map((r) => [int(r.id), int(r.n)]));
  const rows = await queryRows(
    db,
    sql`select id, parent_id, code, name, seq, coalesce(image_url, '/images/categories/' || id || '.svg') as image_url
        from categories where client_id = ${scope.clientId} and active order by seq, name, id`,
  );
  const tree: TCategory[] = [];
  const byId = new Map<number, TCategory>();
  for (const r of rows) {
    if (r.parent_id !== null) continue;
    const category: TCategory = {
      Id: int(r.id),
      Code: String(r.code),
      Name: String(r.name),
      ImageUrl: String(r.image_url),
      Sequence: int(r.seq),
      ProductCount: 0,
      SubCategories: [],
    };
    byId.set(category.Id, category);
    tree.push(category);
  }
  for (const r of rows) {
    if (r.parent_id === null) continue;
    const parent = byId.get(int(r.parent_id));
    const n = bySub.get(int(r.id)) ?? 0;
    if (!parent || n === 0) continue;
    parent.ProductCount += n;
    parent.SubCategories.push({
      Id: int(r.id),
      Code: String(r.code),
      Name: String(r.name),
      ImageUrl: String(r.image_url),
      Sequence: int(r.seq),
      ProductCount: n,
    });
  }
  return tree.filter((c) => c.ProductCount > 0);
}

interface AttrRow {
  id: number;
  code: string;
  name: string;
  kind: string;
  selection_mode: string;
  unit: string;
  seq: number;
}

async function findAttributes(db: Db, clientId: number): Promise<AttrRow[]> {
  return queryRows<AttrRow>(
    db,
    sql`select id, code, name, kind, selection_mode, unit, seq from attributes
        where client_id = ${clientId} order by seq, name, id`,
  );
}

async function findAttributeValues(
  db: Db,
  clientId: number,
): Promise<Map<number, Array<{ Id: number; Value: string; Sequence: number }>>> {
  const rows = await queryRows(
    db,
    sql`select av.id, av.attribute_id, av.value, av.seq from attribute_values av
        join attributes a on a.id = av.attribute_id
        where a.client_id = ${clientId} order by av.attribute_id, av.seq, av.value`,
  );
  const out = new Map<number, Array<{ Id: number; Value: string; Sequence: number }>>();
  for (const r of rows) {
    const list = out.get(int(r.attribute_id)) ?? [];
    list.push({ Id: int(r.id), Value: String(r.value), Sequence: int(r.seq) });
    out.set(int(r.attribute_id), list);
  }
  return out;
}

function selectionMode(value: string): TAttributeMaster['SelectionMode'] {
  return value === 'Single' || value === 'Range' ? value : 'Multiple';
}

/** Bounds of a Range attribute over the products matching `where` (read from `from`). */
async function rangeOf(
  db: Db,
  attr: AttrRow,
  from: SQL,
  where: SQL,
): Promise<{ Min: number; Max: number } | null> {
  const [row] =
    attr.kind === 'price'
      ? await queryRows(
          db,
          sql`select min(dp.price)::text as lo, max(dp.price)::text as hi from ${from} where ${where}`,
        )
      : await queryRows(
          db,
          sql`select min(pan.value)::text as lo, max(pan.value)::text as hi from ${from}
              join product_attribute_numbers pan on pan.product_id = dp.product_id and pan.attribute_id = ${attr.id}
              where ${where}`,
        );
  if (!row || row.lo === null) return null;
  return { Min: Math.floor(money(row.lo)), Max: Math.ceil(money(row.hi)) };
}

/** Every attribute of the client with its values, and Range bounds over the distributor's products. */
export async function findAttributeMaster(db: Db, scope: CatalogueScope): Promise<TAttributeMaster[]> {
  const attrs = await findAttributes(db, scope.clientId);
  const values = await findAttributeValues(db, scope.clientId);
  const ranges = await Promise.all(
    attrs.map((a) =>
      selectionMode(a.selection_mode) === 'Range'
        ? rangeOf(db, a, DISTRIBUTOR_ROWS, availableWhere(scope))
        : null,
    ),
  );
  return attrs.map((a, i) => {
    const mode = selectionMode(a.selection_mode);
    return {
      AttrId: int(a.id),
      AttrCode: a.code,
      AttrName: a.name,
      SelectionMode: mode,
      Sequence: int(a.seq),
      Unit: a.unit,
      Values: mode === 'Range' ? [] : (values.get(int(a.id)) ?? []),
      Range: ranges[i] ?? null,
    };
  });
}

type FacetSet = 'brand' | 'subBrand' | 'category' | 'subCategory';
const FACET_COLUMN: Record<FacetSet, string> = {
  brand: 'dp.brand_id',
  subBrand: 'dp.sub_brand_id',
  category: 'dp.category_id',
  subCategory: 'dp.sub_category_id',
};

/** Product counts per id for several facets over one WHERE, in one pass (GROUPING SETS). */
async function countFacets(
  db: Db,
  from: SQL,
  where: SQL,
  sets: FacetSet[],
): Promise<Map<FacetSet, Map<number, number>>> {
  const out = new Map<FacetSet, Map<number, number>>();
  if (sets.length === 0) return out;
  const columns = sets.map((s) => sql.raw(FACET_COLUMN[s]));
  const rows = await queryRows(
    db,
    sql`select ${sql.join(
      sets.map(
        (s, i) =>
          sql`${columns[i]!} as ${sql.raw(`"${s}"`)}, grouping(${columns[i]!}) as ${sql.raw(`"g_${s}"`)}`,
      ),
      sql`, `,
    )}, count(*)::int as n
        from ${from} where ${where}
        group by grouping sets (${sql.join(
          columns.map((c) => sql`(${c})`),
          sql`, `,
        )})`,
  );
  for (const set of sets) out.set(set, new Map());
  for (const r of rows) {
    for (const set of sets) {
      // grouping() is 0 for the column a row is grouped by.
      if (int(r[`g_${set}`]) === 0 && r[set] !== null) out.get(set)!.set(int(r[set]), int(r.n));
    }
  }
  return out;
}

/**
 * The dynamic filter: brands, sub-brands, categories, sub-categories and attribute values with the
 * number of products each would show, each dimension counted over every other selected dimension.
 * Dimensions without a selection share one grouped pass over the filter.
 */
export async function findDynamicFilter(
  db: Db,
  scope: CatalogueScope,
  parts: FilterParts,
): Promise<TDynamicFilter> {
  const full = filterWhere(scope, parts);
  const from = DISTRIBUTOR_ROWS;
  const groups: Array<{ where: SQL; sets: FacetSet[] }> = [{ where: full, sets: [] }];
  const place = (selected: boolean, exclude: Dimension, sets: FacetSet[]) => {
    if (selected) groups.push({ where: filterWhere(scope, parts, exclude), sets });
    else groups[0]!.sets.push(...sets);
  };
  place(parts.br !== null, 'BR', ['brand', 'subBrand']);
  place(parts.cat !== null || parts.sucat !== null, 'CAT', ['category']);
  place(parts.sucat !== null, 'SUCAT', ['subCategory']);

  const attrs = await findAttributes(db, scope.clientId);
  // Every count below is an independent read: on PostgreSQL they run side by side.
  const [grouped, values, unselected, perAttribute] = await Promise.all([
    Promise.all(groups.map((g) => countFacets(db, from, g.where, g.sets))),
    findAttributeValues(db, scope.clientId),
    // Value counts of every attribute without a selection: one pass over the whole filter.
    queryRows(
      db,
      sql`select pav.value_id, count(*)::int as n from ${from}
          join product_attribute_values pav on pav.product_id = dp.product_id
          where ${full} group by pav.value_id`,
    ),
    Promise.all(
      attrs.map(async (a) => {
        const id = int(a.id);
        const where = filterWhere(scope, parts, { attrId: id });
        if (selectionMode(a.selection_mode) === 'Range')
          return { range: await rangeOf(db, a, from, where), own: null };
        if (!parts.attrs.has(id)) return { range: null, own: null };
        const own = await queryRows(
          db,
          sql`select pav.value_id, count(*)::int as n from ${from}
              join product_attribute_values pav on pav.product_id = dp.product_id and pav.attribute_id = ${id}
              where ${where} group by pav.value_id`,
        );
        return { range: null, own: new Map(own.map((r) => [int(r.value_id), int(r.n)])) };
      }),
    ),
  ]);
  const facetCounts = new Map<FacetSet, Map<number, number>>();
  for (const result of grouped) for (const [set, byId] of result) facetCounts.set(set, byId);
  const count = (set: FacetSet, id: number) => facetCounts.get(set)?.get(id) ?? 0;
  const allValueCounts = new Map(unselected.map((r) => [int(r.value_id), int(r.n)]));

  const brandIds = [
    ...(facetCounts.get('brand')?.keys() ?? []),
    ...(facetCounts.get('subBrand')?.keys() ?? []),
  ];
  const categoryIds = [
    ...(facetCounts.get('category')?.keys() ?? []),
    ...(facetCounts.get('subCategory')?.keys() ?? []),
  ];
  const [brandRows, categoryRows] = await Promise.all([
    brandIds.length
      ? queryRows(
          db,
          sql`select id, name, parent_id from brands
              where client_id = ${scope.clientId} and id = any(${intArray(brandIds)}) order by name, id`,
        )
      : Promise.resolve([]),
    categoryIds.length
      ? queryRows(
          db,
          sql`select id, name, parent_id from categories where client_id = ${scope.clientId}
              and id = any(${intArray(categoryIds)}) order by seq, name, id`,
        )
      : Promise.resolve([]),
  ]);

  const attributes: TDynamicFilter['Attributes'] = attrs.map((a, i) => {
    const id = int(a.id);
    const mode = selectionMode(a.selection_mode);
    const extra = perAttribute[i]!;
    const valueCounts = extra.own ?? allValueCounts;
    return {
      AttrId: id,
      AttrCode: a.code,
      AttrName: a.name,
      SelectionMode: mode,
      Sequence: int(a.seq),
      Unit: a.unit,
      Values:
        mode === 'Range'
          ? []
          : (values.get(id) ?? []).map((v) => ({ ...v, Count: valueCounts.get(v.Id) ?? 0 })),
      Range: mode === 'Range' ? extra.range : null,
    };
  });

  return {
    Brands: brandRows.map((r) => {
      const isSub = r.parent_id !== null;
      return {
        Id: int(r.id),
        Name: String(r.name),
        Count: count(isSub ? 'subBrand' : 'brand', int(r.id)),
        ParentId: isSub ? int(r.parent_id) : null,
        FilterLevelCode: isSub ? ('SUBR' as const) : ('BR' as const),
      };
    }),
    Categories: categoryRows
      .filter((r) => r.parent_id === null)
      .map((r) => ({ Id: int(r.id), Name: String(r.name), Count: count('category', int(r.id)) })),
    SubCategories: categoryRows
      .filter((r) => r.parent_id !== null)
      .map((r) => ({
        Id: int(r.id),
        Name: String(r.name),
        Count: count('subCategory', int(r.id)),
        ParentId: int(r.parent_id),
      })),
    Attributes: attributes,
  };
}

/** Attribute values and numbers of one product, for the detail page. */
export async function findProductAttributes(db: Db, productId: number): Promise<TProductAttributeLine[]> {
  const rows = await queryRows(
    db,
    sql`select a.id, a.name, a.unit, a.seq, string_agg(av.value, '|' order by av.seq) as vals, null::text as num
          from product_attribute_values pav join attributes a on a.id = pav.attribute_id
          join attribute_values av on av.id = pav.value_id
          where pav.product_id = ${productId} group by a.id, a.name, a.unit, a.seq
        union all
        select a.id, a.name, a.unit, a.seq, null as vals, pan.value::text as num
          from product_attribute_numbers pan join attributes a on a.id = pan.attribute_id
          where pan.product_id = ${productId}
        order by seq, id`,
  );
  return rows.map((r) => ({
    AttrId: int(r.id),
    AttrName: String(r.name),
    Values: r.vals === null ? [] : String(r.vals).split('|'),
    Number: r.num === null ? null : Number(r.num),
    Unit: String(r.unit),
  }));
}
