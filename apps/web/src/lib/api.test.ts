import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { ApiError, errorMessage, errorText } from './api';

/** A refused call's message: a lock (HTTP 429 with Retry-After) says what and how long, in each language. */
describe('errorText', () => {
  const i18n = i18next.createInstance();
  const ready = i18n.init({
    lng: 'en',
    resources: { en: { translation: en }, es: { translation: es }, de: { translation: de } },
  });

  it('turns a locked sign-in (E004, 429) into the lock and its minutes, not "invalid password"', async () => {
    await ready;
    const locked = new ApiError('E004', 'Too many failed sign-in attempts', 429, 841);
    expect(errorText(locked)).toEqual({ key: 'common.alerts.tooMany.signIn', values: { count: 15 } });
    const t = i18n.getFixedT('en');
    expect(errorMessage(locked, t)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(errorMessage(locked, i18n.getFixedT('es'))).toContain('15 minutos');
    expect(errorMessage(locked, i18n.getFixedT('de'))).toContain('15 Minuten');
    expect(errorMessage(new ApiError('E011', '', 429, 30), t)).toBe(
      'Too many wrong codes. Sign-in with a code is locked; please try again in 1 minute.',
    );
    // A wrong password stays what it was.
    expect(errorMessage(new ApiError('E004', 'Invalid LoginId/Password', 401), t)).toBe(
      'Invalid login id or password.',
    );
  });
});
