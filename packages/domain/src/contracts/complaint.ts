/**
 * Contracts of the complaint calls (returns spec sections 3 and 7; docs/decisions/085), answered by
 * the server's complaint module: /Appconfig/ComplaintLovs, /Product/Complaints (a page of the
 * retailer's complaints) and /Product/AddComplaint (multipart: these fields and up to
 * complaintUploadImageCount pictures in `images`; JSON without pictures also works).
 */
import { z } from 'zod';
import { COMPLAINT_CONSUMER_MAX, COMPLAINT_INVOICE_MAX, COMPLAINT_REMARKS_MAX } from '../rules/complaint.ts';
import { isValidMobileNumber } from '../rules/validators.ts';
import { hasNoControlCharacters, pageFields, ZDbId, ZIdempotencyKey, ZOptionalApiDate } from './fields.ts';

export const COMPLAINT_LOV_TYPES = ['COMPL_TYPE', 'COMPL_REASON', 'COMPL_DISP_MET', 'COMPL_RET_TO'] as const;
export type ComplaintLovType = (typeof COMPLAINT_LOV_TYPES)[number];

/** Text of one line: trimmed, at most `max` characters, no control characters. */
const line = (max: number) =>
  z.string().trim().max(max).refine(hasNoControlCharacters, 'No control characters').optional().default('');

/**
 * AddComplaint's fields. Multipart sends every field as text, so ids are also read from strings of
 * digits (contracts/fields ZDbId). The disposal method and where the product goes back to are the
 * retailer's to say when raising it, optionally (decision 095): entries of COMPL_DISP_MET and
 * COMPL_RET_TO.
 */
export const ZAddComplaintRequest = z.object({
  productId: ZDbId,
  complaintReasonId: ZDbId,
  complaintTypeId: ZDbId.optional(),
  /** How the retailer disposed of the product (a DisposalMethods entry), when said. */
  disposalMethodId: ZDbId.optional(),
  /** Where the product goes back to (a ReturnTo entry), when said. */
  returnToId: ZDbId.optional(),
  InvoiceNo: line(COMPLAINT_INVOICE_MAX),
  /** The retailer invoice's date; taken from the invoice when InvoiceNo is one of the retailer's. */
  InvoiceDate: ZOptionalApiDate,
  Remarks: z
    .string()
    .trim()
    .max(COMPLAINT_REMARKS_MAX)
    .refine((v) => hasNoControlCharacters(v.replace(/\r?\n/g, ' ')), 'Remarks have no control characters')
    .optional()
    .default(''),
  ConsumerName: line(COMPLAINT_CONSUMER_MAX),
  /** The consumer's 10-digit mobile number; '' takes the retailer's. */
  ContactNo: z
    .union([z.string().trim().refine(isValidMobileNumber, 'A mobile number has 10 digits'), z.literal('')])
    .optional()
    .default(''),
  /** The same key (or Idempotency-Key header) with the same fields and pictures answers the first complaint. */
  IdempotencyKey: ZIdempotencyKey.optional(),
});
export type TAddComplaintRequest = z.infer<typeof ZAddComplaintRequest>;

export const ZComplaintsRequest = z.object({ ...pageFields });
export type TComplaintsRequest = z.infer<typeof ZComplaintsRequest>;

// ------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------

export const ZComplaintLov = z.object({
  Id: z.number().int(),
  Type: z.enum(COMPLAINT_LOV_TYPES),
  Code: z.string(),
  Name: z.string(),
});
export type TComplaintLov = z.infer<typeof ZComplaintLov>;

/** ComplaintLovs' Data: the entries grouped by Type. */
export const ZComplaintLovs = z.object({
  ComplaintTypes: z.array(ZComplaintLov),
  ComplaintReasons: z.array(ZComplaintLov),
  DisposalMethods: z.array(ZComplaintLov),
  ReturnTo: z.array(ZComplaintLov),
});
export type TComplaintLovs = z.infer<typeof ZComplaintLovs>;

/** Where each entry Type goes in ZComplaintLovs. */
export const COMPLAINT_LOV_GROUPS: Record<ComplaintLovType, keyof TComplaintLovs> = {
  COMPL_TYPE: 'ComplaintTypes',
  COMPL_REASON: 'ComplaintReasons',
  COMPL_DISP_MET: 'DisposalMethods',
  COMPL_RET_TO: 'ReturnTo',
};

/** A picture of a complaint: addresses under /api that answer only its owner's session. */
export const ZComplaintImage = z.object({
  ImageId: z.string(),
  Url: z.string(),
  ThumbnailUrl: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type TComplaintImage = z.infer<typeof ZComplaintImage>;

/** A complaint as the list shows it: every field of the spec. ComplaintDate is an ISO instant. */
export const ZComplaint = z.object({
  ComplaintId: z.number().int(),
  ReferenceNo: z.string(),
  ConsumerName: z.string(),
  ContactNo: z.string(),
  ComplaintDate: z.string(),
  ProductId: z.number().int(),
  SkuName: z.string(),
  SkuCode: z.string(),
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  ReasonId: z.number().int(),
  Reason: z.string(),
  TypeId: z.number().int().nullable(),
  Type: z.string(),
  DisposalMethod: z.string(),
  ReturnTo: z.string(),
  Remarks: z.string(),
  Images: z.array(ZComplaintImage),
});
export type TComplaint = z.infer<typeof ZComplaint>;
