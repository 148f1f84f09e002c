/**
 * The lucide icons the signed-in shell draws as home opens: the drawer's menu icons and those of
 * home's sections. The build keeps them in one chunk (vite.config.ts). Without it, every icon that
 * a lazy screen also draws becomes a chunk of its own (about 250 B gz with its imports, and a
 * request), so home's first load grew with each feature screen (decision 103).
 *
 * The login page's icons stay out: the login chunk would otherwise download the whole group. The
 * first-load test (e2e/tests/first-load.test.ts) holds both pages to their budgets, so a change to
 * this list that moves either shows there.
 */
export const SHELL_ICONS = [
  'badge-percent',
  'book-open',
  'chart-column',
  'chevron-right',
  'circle-x',
  'clipboard-list',
  'house',
  'image-off',
  'list-checks',
  'message-square-exclamation-point',
  'message-square-warning',
  'package',
  'repeat',
  'shopping-bag',
  'sparkles',
  'store',
  'undo-2',
  'wallet',
];

const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/;

export function isShellIcon(moduleId: string): boolean {
  const name = ICON_FILE.exec(moduleId)?.[1];
  return name !== undefined && SHELL_ICONS.includes(name);
}
