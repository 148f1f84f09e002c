/**
 * An attribute filter as an address holds it and as a list call sends it, shared by the
 * catalogue's product list and the sales return list:
 *   attr=3:74;1:2.4;5:r10-50   attribute values (Single/Multiple) and ranges (Range: r{min}-{max})
 */
import type { TAttrFilterEntry } from '@restock/domain/contracts/product';
import type { AttrSelection } from './RangeInputs';

export type { AttrSelection } from './RangeInputs';

const ID_LIMIT = 2_147_483_647;

/** Positive ids of a comma or dot separated text, each once, at most 200. */
export function parseIds(value: string | null | undefined): number[] {
  const ids = (value ?? '')
    .split(/[,.]/)
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= ID_LIMIT);
  return [...new Set(ids)].slice(0, 200);
}

/** The attribute choices of an `attr` address value; what does not read is left out (at most 20). */
export function parseAttrParam(value: string | null): AttrSelection[] {
  const out: AttrSelection[] = [];
  for (const part of (value ?? '').split(';')) {
    const [idText, rest = ''] = part.split(':');
    const attrId = Number(idText);
    if (!Number.isInteger(attrId) || attrId <= 0 || out.some((a) => a.attrId === attrId)) continue;
    const range = /^r(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(rest);
    if (range) {
      const min = Number(range[1]);
      const max = Number(range[2]);
      if (min <= max) out.push({ attrId, values: [], range: [min, max] });
      continue;
    }
    const values = parseIds(rest);
    if (values.length > 0) out.push({ attrId, values, range: null });
  }
  return out.slice(0, 20);
}

/** The `attr` address value of attribute choices ('' for none). */
export function formatAttrParam(selections: readonly AttrSelection[]): string {
  return selections
    .map((a) => `${a.attrId}:${a.range ? `r${a.range[0]}-${a.range[1]}` : a.values.join('.')}`)
    .join(';');
}

/** The AttrFilter entries of attribute choices, in order (no attribute sorting). */
export function attrFilterOf(selections: readonly AttrSelection[]): TAttrFilterEntry[] {
  return selections.map((a, i) => ({
    AttrId: a.attrId,
    AttrValues: a.values,
    AttrRangeValues: a.range ? [a.range[0], a.range[1]] : [],
    Sorting: '',
    Sequence: i,
  }));
}
