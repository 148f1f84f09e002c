/**
 * Contracts of the support and content calls (returns spec sections 3 and 7; docs/decisions/104),
 * answered by the server's content module: /Principal/ContactHelpline, /Product/DigitalContent (a
 * page of the client's media, newest first, by kind) and /Product/DigitalContentDetail (one item).
 */
import { z } from 'zod';
import { HELPLINE_TYPES, MEDIA_KINDS, type MediaKind } from '../rules/content.ts';
import { pageFields, ZDbId } from './fields.ts';

/** A helpline contact: Mobile (a phone number), Email or ExternalLink (an https address). */
export const ZHelplineContact = z.object({
  Type: z.enum(HELPLINE_TYPES),
  Label: z.string(),
  Value: z.string(),
  /** Hours or a note shown under it; may be empty. */
  Note: z.string(),
});
export type THelplineContact = z.infer<typeof ZHelplineContact>;

export const ZDigitalContentRequest = z.object({
  ...pageFields,
  /** image, video or document; empty or absent: every kind. */
  Kind: z
    .union([z.enum(MEDIA_KINDS as [MediaKind, ...MediaKind[]]), z.literal('')])
    .optional()
    .default(''),
});
export type TDigitalContentRequest = z.infer<typeof ZDigitalContentRequest>;

export const ZDigitalContentDetailRequest = z.object({ Id: ZDbId });
export type TDigitalContentDetailRequest = z.infer<typeof ZDigitalContentDetailRequest>;

/** A media item (spec: FileType, FileUrl, Thumbnail), its addresses signed by the server. */
export const ZMediaItem = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  /** The file's extension (png, mp4, pdf, ...). */
  FileType: z.string(),
  Kind: z.enum(MEDIA_KINDS as [MediaKind, ...MediaKind[]]),
  FileName: z.string(),
  /** Bytes. */
  Size: z.number().int(),
  FileUrl: z.string(),
  Thumbnail: z.string(),
  CreatedOn: z.string(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;
