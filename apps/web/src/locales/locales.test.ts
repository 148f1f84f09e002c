import { ERROR_CODE_LIST, SUCCESS_CODE_LIST } from '@restock/domain/codes';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function lookup(obj: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
}

describe('locales', () => {
  it('Spanish and German have exactly the English keys', () => {
    const english = keys(en).sort();
    expect(keys(es).sort()).toEqual(english);
    expect(keys(de).sort()).toEqual(english);
  });

  it('every error and success code has a translated alert in each language', () => {
    for (const texts of [en, es, de]) {
      for (const code of ERROR_CODE_LIST)
        expect(lookup(texts, `common.alerts.error.${code}`), code).toBeTruthy();
      for (const code of SUCCESS_CODE_LIST)
        expect(lookup(texts, `common.alerts.success.${code}`), code).toBeTruthy();
    }
  });

  it('no text is empty and interpolations match across languages', () => {
    for (const key of keys(en)) {
      const vars = (text: unknown) =>
        String(text)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      for (const texts of [en, es, de]) expect(String(lookup(texts, key)).trim(), key).not.toBe('');
      expect(vars(lookup(es, key)), key).toEqual(vars(lookup(en, key)));
      expect(vars(lookup(de, key)), key).toEqual(vars(lookup(en, key)));
    }
  });
});
