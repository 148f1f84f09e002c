import { describe, expect, it } from 'vitest';
import { envelopeJson, JsonText } from '../src/http/envelope.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('JsonText', () => {
  it('writes its pieces as one UTF-8 buffer: ASCII, accented and non-Latin text, long strings, bytes', () => {
    const long = `"${'Masala Chai 250 g, '.repeat(20)}Ünïcödé"`;
    const pieces = [
      '[{"Qty":12,',
      utf8('"Name":"Kesar Choice"}'),
      ',{"Name":"Müller Brot","City":"München"}',
      ',{"Name":"मसाला चाय"}',
      `,{"Long":${long}}`,
      '',
      utf8(',{"Name":"Café"}'),
      ']',
    ];
    const expected = pieces.map((p) => (typeof p === 'string' ? p : new TextDecoder().decode(p))).join('');
    const bytes = new JsonText(pieces).bytes();
    expect(bytes.length).toBe(Buffer.byteLength(expected));
    expect(bytes.toString('utf8')).toBe(expected);
    expect(JSON.parse(bytes.toString('utf8'))).toHaveLength(5);
  });

  it('wraps Data in the envelope, other fields after it', () => {
    const text = envelopeJson(new JsonText(['[', utf8('{"Id":1}'), ']']), {
      Status: 1,
      Msg: 'Keine Daten gefunden',
      Code: '',
      Count: 1,
      TotalCount: 1,
    });
    expect(JSON.parse(text.toString())).toEqual({
      Data: [{ Id: 1 }],
      Status: 1,
      Msg: 'Keine Daten gefunden',
      Code: '',
      Count: 1,
      TotalCount: 1,
    });
  });
});
