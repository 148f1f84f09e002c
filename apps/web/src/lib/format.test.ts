import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { formatAmount, formatLongDay } from './format';

const LANGUAGES = ['en', 'es', 'de'] as const;
const intlAmount = (value: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

describe('formatAmount', () => {
  it('writes what Intl.NumberFormat writes in the languages we ship', () => {
    const samples = [
      0, 0.5, 1, 1.005, 2.675, 9.995, 12.5, 99.999, 999.995, 1234, 1234.5, 12345.678, 1e6, 123456789.125,
    ];
    for (const language of LANGUAGES) {
      for (const value of samples)
        expect(formatAmount(value, language), `${language} ${value}`).toBe(intlAmount(value, language));
    }
  });

  it('agrees with Intl on any amount, paise or not', () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000_00 }).map((paise) => paise / 100),
      fc.double({ min: 0, max: 1e12, noNaN: true }),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(amount, fc.constantFrom(...LANGUAGES), (value, language) => {
        expect(formatAmount(value, language)).toBe(intlAmount(value, language));
      }),
      { numRuns: 3000 },
    );
  });

  it('falls back to Intl for other languages', () => {
    expect(formatAmount(1234.5, 'fr')).toBe(intlAmount(1234.5, 'fr'));
    expect(formatAmount(1234.5, 'hi')).toBe(intlAmount(1234.5, 'hi'));
  });
});

describe('formatLongDay', () => {
  it('writes every day of a leap year as Intl.DateTimeFormat does, in each language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en }, es: { translation: es }, de: { translation: de } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      const intl = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' });
      for (let day = 0; day < 366; day++) {
        const date = new Date(2028, 0, 1 + day);
        expect(formatLongDay(date, t), `${language} ${date.toDateString()}`).toBe(intl.format(date));
      }
    }
  });
});
