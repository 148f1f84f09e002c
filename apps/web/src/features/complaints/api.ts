/**
 * The complaints screen's server state (contracts/complaint; docs/decisions/085): the client's
 * complaint metadata (ComplaintLovs), the retailer's complaints page by page (Complaints), a new
 * complaint as multipart with its pictures (AddComplaint), a product search for the picker (the
 * catalogue's SearchProduct), and pictures, which answer only with the session's header and so are
 * fetched here and shown from blob: addresses.
 */
import { type TAddComplaintRequest, ZComplaint, ZComplaintLovs } from '@restock/domain/contracts/complaint';
import { ZProduct } from '@restock/domain/contracts/product';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';

export const COMPLAINTS_PAGE_SIZE = 10;

export const complaintKeys = {
  all: ['complaints'] as const,
  lovs: ['complaints', 'lovs'] as const,
  list: ['complaints', 'list'] as const,
  products: (text: string) => ['complaints', 'products', text] as const,
};

export function useComplaintLovs() {
  return useQuery({
    queryKey: complaintKeys.lovs,
    staleTime: 10 * 60 * 1000,
    queryFn: async ({ signal }) =>
      (await apiCall('/Appconfig/ComplaintLovs', {}, { schema: ZComplaintLovs, signal })).data,
  });
}

const ZComplaints = z.array(ZComplaint);

export function useComplaints() {
  return useInfiniteQuery({
    queryKey: complaintKeys.list,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, envelope } = await apiCall(
        '/Product/Complaints',
        { Page: pageParam, PageSize: COMPLAINTS_PAGE_SIZE },
        { schema: ZComplaints, signal },
      );
      return { complaints: data, totalCount: envelope.TotalCount };
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.complaints.length, 0);
      return shown < last.totalCount && last.complaints.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** Products whose name or code holds the text (from 3 characters, as the catalogue search asks). */
export function useProductSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: complaintKeys.products(trimmed),
    enabled: trimmed.length >= 3,
    staleTime: 60 * 1000,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Product/SearchProduct',
          { SearchText: trimmed, Page: 1, PageSize: 8 },
          { schema: z.array(ZProduct), signal },
        )
      ).data,
  });
}

/**
 * Raises a complaint; pictures go in `images`, already compressed. Answers the reference number.
 * One key per filled form: the server answers a repeat with the first complaint.
 */
export async function addComplaint(
  fields: TAddComplaintRequest,
  pictures: Blob[],
  idempotencyKey: string,
): Promise<{ ReferenceNo: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  pictures.forEach((p, i) => {
    form.append('images', p, `picture-${i + 1}.jpg`);
  });
  const { data } = await apiCall('/Product/AddComplaint', form, {
    schema: z.object({ ComplaintId: z.number(), ReferenceNo: z.string() }),
    // A retry after a lost answer (or a second tap) answers the same complaint.
    headers: { 'idempotency-key': idempotencyKey },
  });
  return data;
}
