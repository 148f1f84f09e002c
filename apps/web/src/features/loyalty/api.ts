/**
 * Monthly sales and club enrolment's server state (contracts/loyalty; docs/decisions/101, 102):
 * GetMonthlySalesDetails per type, CheckEnrollmentExists, GetClubEnrollmentInfo,
 * GetClubEnrollmentCalc and SubmitClubEnrollment (with an Idempotency-Key per attempt).
 */
import {
  type TClubEnrollmentCalcRequest,
  type TSubmitClubEnrollmentRequest,
  ZClubEnrollment,
  ZClubEnrollmentCalc,
  ZClubEnrollmentInfo,
  ZEnrollmentExists,
  ZMonthlySales,
} from '@restock/domain/contracts/loyalty';
import type { MonthlySalesType } from '@restock/domain/rules/loyalty';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../lib/api';
import { useSession } from '../../lib/session';

export const loyaltyKeys = {
  monthly: (type: MonthlySalesType | null, months: number) => ['loyalty', 'monthly', type, months] as const,
  enrollment: ['loyalty', 'enrollment'] as const,
  info: ['loyalty', 'club-info'] as const,
};

/** A refusal the screen explains (E035, E041 ...) is an answer, not worth asking again. */
const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function useMonthlySales(type: MonthlySalesType | null, months: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: loyaltyKeys.monthly(type, months),
    enabled: !!token,
    retry: retryServerErrors,
    // The chart stays while another type or period loads, instead of a skeleton in between.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Loyalty/GetMonthlySalesDetails',
          type ? { Type: type, Months: months } : { Months: months },
          { schema: ZMonthlySales, signal },
        )
      ).data,
  });
}

export function useEnrollmentExists() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: loyaltyKeys.enrollment,
    enabled: !!token,
    retry: retryServerErrors,
    queryFn: async ({ signal }) =>
      (await apiCall('/Loyalty/CheckEnrollmentExists', {}, { schema: ZEnrollmentExists, signal })).data,
  });
}

export function useClubInfo(enabled: boolean) {
  return useQuery({
    queryKey: loyaltyKeys.info,
    enabled,
    retry: retryServerErrors,
    queryFn: async ({ signal }) =>
      (await apiCall('/Loyalty/GetClubEnrollmentInfo', {}, { schema: ZClubEnrollmentInfo, signal })).data,
  });
}

export async function calculateEnrollment(body: TClubEnrollmentCalcRequest) {
  return (await apiCall('/Loyalty/GetClubEnrollmentCalc', body, { schema: ZClubEnrollmentCalc })).data;
}

export async function submitEnrollment(body: TSubmitClubEnrollmentRequest, idempotencyKey: string) {
  return (
    await apiCall('/Loyalty/SubmitClubEnrollment', body, {
      schema: ZClubEnrollment,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}
