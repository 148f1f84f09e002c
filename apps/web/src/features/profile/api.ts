import { ZRetailerProfile } from '@restock/domain/contracts/login';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export function useRetailerProfile() {
  return useQuery({
    queryKey: ['retailerProfile'],
    queryFn: async ({ signal }) =>
      (await apiCall('/Login/RetailerProfile', {}, { schema: ZRetailerProfile, signal })).data,
  });
}
