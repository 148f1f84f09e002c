import { ERROR_CODES, type ErrorCode } from '@restock/domain/codes';

/**
 * A failure with a catalogue code; the error handler turns it into a Status 0 envelope. `data`,
 * when given, is the envelope's Data (what the client needs to recover, e.g. the changes of a
 * refused order submit); without it Data is null.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly headers: Record<string, string>;
  readonly data: unknown;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { http?: number; headers?: Record<string, string>; data?: unknown } = {},
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = options.http ?? ERROR_CODES[code].http;
    this.headers = options.headers ?? {};
    this.data = options.data ?? null;
  }
}
