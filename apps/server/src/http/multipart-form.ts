/**
 * Multipart forms with pictures (complaints, survey answers, store pictures), parsed one way: the
 * form's text fields become the request's body, so the call's zod contract checks them exactly as
 * it checks JSON; its files, each cut off at the byte cap, wait for the handler, which takes them
 * with `takeFiles(req)`. Anything wrong with the form itself (cut short, broken framing, a field
 * sent twice, a file in a field the call does not take, too many parts) is a coded 4xx before the
 * handler runs, so nothing is stored.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface FormFile {
  /** The form field the file came in. */
  field: string;
  bytes: Buffer;
}

export interface MultipartFormOptions {
  limits: { fileSize: number; files: number; fields: number; fieldSize: number };
  /** Whether a file may come in this field. */
  takesFileIn(field: string): boolean;
  /** The refusal of a file in any other field. */
  wrongField: string;
  /** The refusal of a file over the byte cap; `index` is its place among the files. */
  tooLarge(index: number): AppError;
  /** A refusal of its own for @fastify/multipart's error code (FST_FILES_LIMIT, ...), if any. */
  refusalOf?(code: string): AppError | undefined;
}

/**
 * Registers multipart parsing in `scope` (a scope of its own: only its calls take forms) and
 * answers the function that hands a request's files to its handler, once.
 */
export async function acceptMultipartForm(
  scope: FastifyInstance,
  options: MultipartFormOptions,
): Promise<(req: FastifyRequest) => FormFile[]> {
  const filesOf = new WeakMap<FastifyRequest, FormFile[]>();
  const { limits } = options;
  await scope.register(multipart, {
    limits: { ...limits, parts: limits.files + limits.fields, headerPairs: 50 },
  });
  scope.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    const body: Record<string, string> = Object.create(null);
    const files: FormFile[] = [];
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if (typeof part.value !== 'string' || part.fieldname in body)
            throw new AppError('E008', `Invalid Request: the field ${part.fieldname} is not one text`);
          body[part.fieldname] = part.value;
          continue;
        }
        if (!options.takesFileIn(part.fieldname)) {
          part.file.resume();
          throw new AppError('E008', `Invalid Request: ${options.wrongField}`);
        }
        const bytes = await part.toBuffer();
        // Cut off at the byte cap: what arrived is not the whole file.
        if (part.file.truncated) throw options.tooLarge(files.length);
        files.push({ field: part.fieldname, bytes });
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge(files.length);
      const own = options.refusalOf?.(code);
      if (own) throw own;
      const status = (err as { statusCode?: number }).statusCode;
      throw new AppError('E008', `Invalid Request: ${(err as Error).message || 'broken form data'}`, {
        http: status && status >= 400 && status < 500 ? status : 400,
      });
    }
    req.body = body;
    filesOf.set(req, files);
  });
  return (req) => {
    const files = filesOf.get(req) ?? [];
    filesOf.delete(req);
    return files;
  };
}
