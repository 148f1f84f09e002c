import {
  type TOrderSubmitRequest,
  ZDeliveryDates,
  ZOrderSubmitResult,
} from '@restock/domain/contracts/checkout';
import { ZOtpSentResponse } from '@restock/domain/contracts/login';
import {
  type TAddRetailerAddressRequest,
  type TRetailerAddress,
  ZRetailerAddress,
  ZRetailerAddressList,
} from '@restock/domain/contracts/retailer';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useDistributorId, useSession } from '../../../lib/session';

export const checkoutKeys = {
  addresses: ['retailerAddresses'] as const,
  deliveryDates: (distId: number) => ['cart', distId, 'deliveryDates'] as const,
};

/** Standard and express dates of an order booked now (they move at the cut-off, so kept briefly). */
export function useDeliveryDates() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: checkoutKeys.deliveryDates(distId),
    enabled: distId > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await apiCall('/Appconfig/GetDeliveryDate', {}, { schema: ZDeliveryDates, signal })).data,
  });
}

export function useAddresses() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: checkoutKeys.addresses,
    enabled: !!token,
    queryFn: async ({ signal }) =>
      (await apiCall('/Retailer/GetRetailerAddress', {}, { schema: ZRetailerAddressList, signal })).data,
  });
}

/** Adds an address, or edits it when RetAddress_Id is given; answers the saved address. */
export async function saveAddress(body: TAddRetailerAddressRequest): Promise<TRetailerAddress> {
  return (await apiCall('/Retailer/AddRetailerAddress', body, { schema: ZRetailerAddress })).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await apiCall('/Retailer/DeleteRetailerAddress', { RetAddress_Id: id });
}

/** Sends the order code; answers where it went when the server says so. */
export async function requestOrderOtp(): Promise<{
  sentTo: string | null;
  resendAfterSeconds: number | null;
}> {
  const { data } = await apiCall('/SalesOrder/RequestOrderOTP', {});
  const parsed = ZOtpSentResponse.safeParse(data);
  return parsed.success
    ? { sentTo: parsed.data.otpSentTo, resendAfterSeconds: parsed.data.resendAfterSeconds }
    : { sentTo: null, resendAfterSeconds: null };
}

export async function validateOrderOtp(code: string): Promise<void> {
  await apiCall('/SalesOrder/ValidateOrderOTP', { OrderOTP: code });
}

/** OrderSubmit with its Idempotency-Key header: the same key and body answer the same order ids. */
export async function submitOrder(body: TOrderSubmitRequest, idempotencyKey: string): Promise<number[]> {
  return (
    await apiCall('/SalesOrder/OrderSubmit', body, {
      schema: ZOrderSubmitResult,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}
