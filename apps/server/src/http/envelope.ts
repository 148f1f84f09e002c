import type { Envelope } from '@restock/domain/contracts/envelope';

export interface OkOptions {
  msg?: string;
  code?: string;
  count?: number;
  totalCount?: number;
}

/** A success envelope. Count defaults to the list length (or 1), TotalCount to Count. */
export function ok<T>(data: T, options: OkOptions = {}): Envelope<T> {
  const count = options.count ?? (Array.isArray(data) ? data.length : data === null ? 0 : 1);
  return {
    Status: 1,
    Data: data,
    Msg: options.msg ?? '',
    Code: options.code ?? '',
    Count: count,
    TotalCount: options.totalCount ?? count,
  };
}

/** A failure envelope; Data is null unless the failure carries data for the client (AppError `data`). */
export function failure<T = null>(code: string, msg: string, data: T | null = null): Envelope<T | null> {
  return { Status: 0, Data: data, Msg: msg, Code: code, Count: 0, TotalCount: 0 };
}

/**
 * An answer already serialised: the product lists build their Data from the catalogue lines' JSON
 * text (decisions 060, 061), in pieces: strings, and UTF-8 bytes straight from the catalogue index.
 * Routes send it as one buffer, as application/json: bytes are copied, never decoded and encoded
 * again.
 */
export class JsonText {
  readonly pieces: ReadonlyArray<string | Uint8Array>;
  constructor(pieces: ReadonlyArray<string | Uint8Array>) {
    this.pieces = pieces;
  }

  bytes(): Buffer {
    let size = 0;
    for (const piece of this.pieces) {
      if (typeof piece !== 'string') size += piece.length;
      else size += isShortAscii(piece) ? piece.length : Buffer.byteLength(piece);
    }
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (const piece of this.pieces) {
      if (typeof piece !== 'string') {
        out.set(piece, at);
        at += piece.length;
      } else if (isShortAscii(piece)) {
        for (let i = 0; i < piece.length; i++) out[at++] = piece.charCodeAt(i);
      } else at += out.write(piece, at);
    }
    return out;
  }

  toString(): string {
    return this.bytes().toString('utf8');
  }
}

/**
 * Short ASCII pieces (a line's own fields, commas) are copied by char code: for them the trip into
 * Buffer.write costs more than the copy (a list answer has about sixty such pieces).
 */
function isShortAscii(piece: string): boolean {
  if (piece.length > 128) return false;
  for (let i = 0; i < piece.length; i++) if (piece.charCodeAt(i) > 127) return false;
  return true;
}

/** An envelope as JSON text: Data's pieces and the other fields (Status, Msg, Code, counts...). */
export function envelopeJson(
  data: JsonText,
  fields: Omit<Envelope<unknown>, 'Data'> & Record<string, unknown>,
): JsonText {
  return new JsonText(['{"Data":', ...data.pieces, `,${JSON.stringify(fields).slice(1)}`]);
}
