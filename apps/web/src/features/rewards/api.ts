/**
 * Rewards' server state (contracts/rewards; docs/decisions/099): the dashboard, gift products and
 * vendors, redemption with its code, the redemption history and detail, delivery confirmation,
 * and the points ledger.
 */

import type { RewardStatus } from '@restock/domain/codes';
import { ZOtpSentResponse } from '@restock/domain/contracts/login';
import {
  type TEarningLedgerRequest,
  type TGiftProductsRequest,
  type TRewardOrderSubmitRequest,
  ZEarningLedgerRequest,
  ZGiftProduct,
  ZLoyaltyDashboard,
  ZPointDetail,
  ZPointEntry,
  ZRedemptionDetails,
  ZRedemptionSummary,
  ZRewardDashboard,
  ZRewardOrderResult,
  ZRewardVendor,
} from '@restock/domain/contracts/rewards';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';
import { type HistoryFilter, toOrderViewRequest } from '../../lib/history-filter';
import { findPage, nextPage } from '../../lib/paged-call';
import { useSession } from '../../lib/session';

export const REWARD_PAGE_SIZE = 20;

export const rewardKeys = {
  all: ['rewards'] as const,
  dashboard: ['rewards', 'dashboard'] as const,
  loyalty: ['rewards', 'loyalty'] as const,
  vendors: ['rewards', 'vendors'] as const,
  gifts: (query: GiftQuery) => ['rewards', 'gifts', query] as const,
  history: ['rewards', 'history'] as const,
  historyList: (filter: HistoryFilter, status: RewardStatus | null) =>
    ['rewards', 'history', 'list', filter, status] as const,
  detail: (id: number) => ['rewards', 'history', 'detail', id] as const,
  ledger: (kind: string | null) => ['rewards', 'ledger', kind] as const,
  pointDetails: (search: string) => ['rewards', 'pointDetails', search] as const,
};

function useSignedIn(): boolean {
  return useSession((s) => !!s.token);
}

export function useRewardDashboard() {
  const on = useSignedIn();
  return useQuery({
    queryKey: rewardKeys.dashboard,
    enabled: on,
    queryFn: async ({ signal }) =>
      (await apiCall('/Reward/GetRewardDashboard', {}, { schema: ZRewardDashboard, signal })).data,
  });
}

export function useLoyaltyDashboard() {
  const on = useSignedIn();
  return useQuery({
    queryKey: rewardKeys.loyalty,
    enabled: on,
    queryFn: async ({ signal }) =>
      (await apiCall('/Loyalty/GetLoyaltyDashboardDetails', {}, { schema: ZLoyaltyDashboard, signal })).data,
  });
}

export function useRewardVendors(enabled: boolean) {
  const on = useSignedIn();
  return useQuery({
    queryKey: rewardKeys.vendors,
    enabled: on && enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiCall('/Reward/GetVendors', {}, { schema: z.array(ZRewardVendor), signal })).data,
  });
}

/** What the gift list asks for (its page aside). */
export interface GiftQuery {
  SearchText: string;
  VendorIds: number[];
  MinPoints?: number;
  MaxPoints?: number;
  AttrFilters: Array<{ AttrId: number; AttrValues: string[] }>;
  Sorting: TGiftProductsRequest['Sorting'];
}

export function useGiftProducts(query: GiftQuery) {
  const on = useSignedIn();
  return useInfiniteQuery({
    queryKey: rewardKeys.gifts(query),
    enabled: on,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      findPage('/Reward/GetGiftProducts', query, ZGiftProduct, pageParam, REWARD_PAGE_SIZE, signal),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export async function requestRewardOtp(totalRedeemPoint: number) {
  const sent = (
    await apiCall('/Reward/RequestRewardOrderOTP', { totalRedeemPoint }, { schema: ZOtpSentResponse })
  ).data;
  return { sentTo: sent.otpSentTo, resendAfterSeconds: sent.resendAfterSeconds };
}

export async function validateRewardOtp(code: string): Promise<void> {
  await apiCall('/Reward/ValidateRewardOrderOTP', { OTP: code });
}

export async function submitRedemption(body: TRewardOrderSubmitRequest, idempotencyKey: string) {
  return (
    await apiCall('/Reward/RewardOrderSubmit', body, {
      schema: ZRewardOrderResult,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

/** After a redemption or a confirmation: the balance, the history and the ledger are read again. */
export function refreshRewards(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: rewardKeys.all });
}

export function useRedemptions(filter: HistoryFilter, status: RewardStatus | null) {
  const on = useSignedIn();
  return useInfiniteQuery({
    queryKey: rewardKeys.historyList(filter, status),
    enabled: on,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const { Page: _p, PageSize: _s, ...body } = toOrderViewRequest(filter, 1);
      return findPage(
        '/Reward/RedemptionView',
        status ? { ...body, Status: status } : body,
        ZRedemptionSummary,
        pageParam,
        REWARD_PAGE_SIZE,
        signal,
      );
    },
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export function useRedemptionDetails(id: number | null) {
  const on = useSignedIn();
  return useQuery({
    queryKey: rewardKeys.detail(id ?? 0),
    enabled: on && id !== null,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Reward/RedemptionViewDetails',
          { RedemptionId: id },
          { schema: ZRedemptionDetails, signal },
        )
      ).data,
  });
}

export async function confirmDelivery(redemptionId: number): Promise<string> {
  const { envelope } = await apiCall('/Reward/RewardDeliverySubmit', { RedemptionId: redemptionId });
  return envelope.Msg;
}

export function useEarningLedger(kind: TEarningLedgerRequest['Kind'] | null) {
  const on = useSignedIn();
  return useInfiniteQuery({
    queryKey: rewardKeys.ledger(kind ?? null),
    enabled: on,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const body = ZEarningLedgerRequest.parse(kind ? { Kind: kind } : {});
      const { Page: _p, PageSize: _s, ...rest } = body;
      return findPage('/Loyalty/GetEarningLedger', rest, ZPointEntry, pageParam, REWARD_PAGE_SIZE, signal);
    },
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** Products that earn points when invoiced (GetPointDetailsList), most points a piece first. */
export function usePointDetails(search: string) {
  const on = useSignedIn();
  return useInfiniteQuery({
    queryKey: rewardKeys.pointDetails(search),
    enabled: on,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      findPage(
        '/Loyalty/GetPointDetailsList',
        { SearchText: search },
        ZPointDetail,
        pageParam,
        REWARD_PAGE_SIZE,
        signal,
      ),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}
