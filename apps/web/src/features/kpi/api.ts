/** The KPI dashboard's server state (contracts/kpi; /KPI/Monthly; docs/decisions/110). */
import { ZKpiMonthly } from '@restock/domain/contracts/kpi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../lib/api';
import { useSession } from '../../lib/session';

/** A month's KPIs (null: the current month) with `months` of trend. */
export function useKpiMonthly(month: string | null, months: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['kpi', 'monthly', month, months] as const,
    enabled: !!token,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // The cards stay while another month loads, instead of a skeleton in between.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiCall('/KPI/Monthly', month ? { Month: month, Months: months } : { Months: months }, {
          schema: ZKpiMonthly,
          signal,
        })
      ).data,
  });
}
