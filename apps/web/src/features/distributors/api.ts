import { type TDistributor, ZDistributor } from '@restock/domain/contracts/distributor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';
import { useSession } from '../../lib/session';

/** The distributors mapped to the signed-in retailer (default first). */
export const DISTRIBUTORS_KEY = ['distributors'] as const;

export async function findDistributors(signal?: AbortSignal): Promise<TDistributor[]> {
  return (await apiCall('/Distributor/List', {}, { schema: z.array(ZDistributor), signal })).data;
}

export function useDistributors() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: DISTRIBUTORS_KEY,
    enabled: !!token,
    queryFn: ({ signal }) => findDistributors(signal),
  });
}

export interface SwitchDistributorInput {
  dId: number;
  /** True clears the current distributor's cart and return summary (E028 otherwise when they hold lines). */
  ClearCart: boolean;
  /** True for the choice made right after sign-in. */
  IsFromLogin: boolean;
}

export async function switchDistributor(input: SwitchDistributorInput): Promise<TDistributor> {
  return (await apiCall('/Distributor/SwitchDistributor', input, { schema: ZDistributor })).data;
}

/**
 * Switches the distributor on the server, then in the session (the dist-id header of every later
 * call), then refetches everything that depends on it. Settings and menu stay: they belong to the
 * client, not to the distributor.
 */
export function useSwitchDistributor() {
  const queryClient = useQueryClient();
  const setDistributor = useSession((s) => s.setDistributor);
  return useMutation({
    mutationFn: switchDistributor,
    onSuccess: async (distributor) => {
      await setDistributor({ dId: distributor.dId, dName: distributor.dName });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'appConfig' });
    },
  });
}
