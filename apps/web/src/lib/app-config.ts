import type { MenuCode } from '@restock/domain/codes';
import { MENU_CODES_ON_BY_DEFAULT } from '@restock/domain/codes';
import { type TMenuEntry, ZPwaConfigResponse } from '@restock/domain/contracts/appconfig';
import { type AppSettings, parseSettings } from '@restock/domain/settings';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api';
import { useSession } from './session';

export interface AppConfig {
  settings: AppSettings;
  /** Menu entries sorted by Seq. */
  menus: TMenuEntry[];
  /** Whether the menu holds a code (MyRewards is on unless the server says otherwise). */
  hasMenu(code: MenuCode | string): boolean;
}

export function toAppConfig(data: {
  Configs: Array<{ key: string; value: string }>;
  Menus: TMenuEntry[];
}): AppConfig {
  const menus = [...data.Menus].sort((a, b) => a.Seq - b.Seq);
  const codes = new Set(menus.map((m) => m.TCode));
  return {
    settings: parseSettings(data.Configs),
    menus,
    hasMenu: (code) => codes.has(code) || (MENU_CODES_ON_BY_DEFAULT as readonly string[]).includes(code),
  };
}

/**
 * Settings and menu of the signed-in retailer's client: loaded once per session, then kept. The
 * query holds the call's plain data (it is kept on the device for an offline start, decision 124);
 * `select` makes the AppConfig, once per answer.
 */
export function useAppConfig() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['appConfig', token],
    enabled: !!token,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await apiCall('/appconfig/pwaconfig', {}, { schema: ZPwaConfigResponse, signal })).data,
    select: toAppConfig,
  });
}
