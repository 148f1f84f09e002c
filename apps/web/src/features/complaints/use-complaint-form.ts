/**
 * The generate-complaint form's logic: its fields, the pictures (checked by type, compressed in the
 * browser, previewed), the contract's own check of the fields (the server applies the same one),
 * and the submit, which refreshes the list.
 */
import { type TAddComplaintRequest, ZAddComplaintRequest } from '@restock/domain/contracts/complaint';
import { complaintImageLimit, hasImageExtension } from '@restock/domain/rules/complaint';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { addComplaint, complaintKeys } from './api';
import { compressPicture } from './compress';
import { invoiceDateForApi } from './invoice-date';

export interface Picture {
  id: number;
  blob: Blob;
  preview: string;
}

export interface ComplaintFields {
  typeId: string;
  reasonId: string;
  /** How the retailer disposed of the product and where it goes back to: optional (decision 095). */
  disposalMethodId: string;
  returnToId: string;
  product: { id: number; name: string } | null;
  invoiceNo: string;
  invoiceDate: string;
  consumerName: string;
  contactNo: string;
  remarks: string;
}

const EMPTY: ComplaintFields = {
  typeId: '',
  reasonId: '',
  disposalMethodId: '',
  returnToId: '',
  product: null,
  invoiceNo: '',
  invoiceDate: '',
  consumerName: '',
  contactNo: '',
  remarks: '',
};

export type FieldName = keyof ComplaintFields | 'pictures';

const PATH_TO_FIELD: Record<string, FieldName> = {
  productId: 'product',
  complaintReasonId: 'reasonId',
  complaintTypeId: 'typeId',
  disposalMethodId: 'disposalMethodId',
  returnToId: 'returnToId',
  InvoiceNo: 'invoiceNo',
  InvoiceDate: 'invoiceDate',
  ConsumerName: 'consumerName',
  ContactNo: 'contactNo',
  Remarks: 'remarks',
};

/** The spec's picture types, by the browser's type or the file's ending. */
function isAllowedPicture(file: File): boolean {
  return (
    file.type === 'image/png' ||
    file.type === 'image/jpeg' ||
    (file.type === '' && hasImageExtension(file.name))
  );
}

export function useComplaintForm(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limit = complaintImageLimit(useAppConfig().data?.settings.complaintUploadImageCount ?? 5);
  const [fields, setFields] = useState<ComplaintFields>(EMPTY);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [compressing, setCompressing] = useState(false);
  const nextId = useRef(1);
  // One key for this form's complaint, kept across retries of the same fields and pictures.
  const idempotencyKey = useRef(crypto.randomUUID());
  const previews = useRef<string[]>([]);

  // Object URLs of the previews are released with the form.
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const set = <K extends keyof ComplaintFields>(key: K, value: ComplaintFields[K]) => {
    idempotencyKey.current = crypto.randomUUID();
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function addPictures(files: FileList | null) {
    if (!files || files.length === 0) return;
    setCompressing(true);
    setErrors((e) => ({ ...e, pictures: undefined }));
    try {
      let room = limit - pictures.length;
      const added: Picture[] = [];
      for (const file of Array.from(files)) {
        if (room <= 0) {
          setErrors((e) => ({ ...e, pictures: t('complaints.errors.tooManyPictures', { max: limit }) }));
          break;
        }
        if (!isAllowedPicture(file)) {
          setErrors((e) => ({ ...e, pictures: t('complaints.errors.pictureType') }));
          continue;
        }
        try {
          const blob = await compressPicture(file);
          const preview = URL.createObjectURL(blob);
          previews.current.push(preview);
          added.push({ id: nextId.current++, blob, preview });
          room--;
        } catch {
          setErrors((e) => ({ ...e, pictures: t('complaints.errors.pictureUnreadable') }));
        }
      }
      idempotencyKey.current = crypto.randomUUID();
      setPictures((p) => [...p, ...added]);
    } finally {
      setCompressing(false);
    }
  }

  function removePicture(id: number) {
    idempotencyKey.current = crypto.randomUUID();
    setPictures((list) => list.filter((p) => p.id !== id));
  }

  function request(): TAddComplaintRequest | null {
    const parsed = ZAddComplaintRequest.safeParse({
      productId: fields.product?.id,
      complaintReasonId: fields.reasonId || undefined,
      complaintTypeId: fields.typeId || undefined,
      disposalMethodId: fields.disposalMethodId || undefined,
      returnToId: fields.returnToId || undefined,
      InvoiceNo: fields.invoiceNo,
      InvoiceDate: invoiceDateForApi(fields.invoiceDate),
      Remarks: fields.remarks,
      ConsumerName: fields.consumerName,
      ContactNo: fields.contactNo,
    });
    if (parsed.success) return parsed.data;
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = PATH_TO_FIELD[String(issue.path[0])];
      if (!field || found[field]) continue;
      found[field] =
        issue.code === 'too_big'
          ? t('common.error.maxLength', { max: Number(issue.maximum) })
          : t(`complaints.errors.${field}`);
    }
    setErrors(found);
    return null;
  }

  async function submit() {
    const body = request();
    if (!body || busy) return;
    setBusy(true);
    try {
      const made = await addComplaint(
        body,
        pictures.map((p) => p.blob),
        idempotencyKey.current,
      );
      notify.success(t('complaints.generateComplaintSuccess', { ref: made.ReferenceNo }));
      await queryClient.invalidateQueries({ queryKey: complaintKeys.list });
      onDone();
    } catch (err) {
      // A picture the server refused says why (its Msg starts with the reason's key).
      const key = err instanceof ApiError ? /^(complaintImage\w+)/.exec(err.message)?.[1] : undefined;
      notify.error(key ? t(`complaints.errors.${key}`) : errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  return { fields, set, pictures, addPictures, removePicture, errors, busy, compressing, limit, submit };
}
