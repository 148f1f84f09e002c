import {
  BadgePercent,
  Bell,
  BookOpen,
  Building2,
  ChartColumn,
  CirclePlay,
  CircleX,
  ClipboardList,
  Gift,
  Headset,
  Heart,
  History,
  House,
  LayoutGrid,
  ListChecks,
  type LucideIcon,
  MessageSquareWarning,
  Package,
  Repeat,
  Settings,
  ShoppingCart,
  Store,
  Truck,
  Undo2,
  User,
  Wallet,
} from 'lucide-react';

/**
 * The icons a server menu entry may name (lucide names, kebab-case). A small explicit map keeps
 * the bundle to the icons we use; an unknown name falls back to a neutral grid icon.
 */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  house: House,
  package: Package,
  'shopping-cart': ShoppingCart,
  'clipboard-list': ClipboardList,
  heart: Heart,
  'list-checks': ListChecks,
  'badge-percent': BadgePercent,
  'circle-x': CircleX,
  truck: Truck,
  'undo-2': Undo2,
  history: History,
  repeat: Repeat,
  'message-square-warning': MessageSquareWarning,
  gift: Gift,
  wallet: Wallet,
  'book-open': BookOpen,
  'chart-column': ChartColumn,
  store: Store,
  'circle-play': CirclePlay,
  bell: Bell,
  user: User,
  'building-2': Building2,
  settings: Settings,
  headset: Headset,
};

export function menuIcon(name: string): LucideIcon {
  return ICONS[name.trim().toLowerCase()] ?? LayoutGrid;
}

export function MenuIcon({
  name,
  size = 20,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  const Icon = menuIcon(name);
  return <Icon size={size} className={className} aria-hidden="true" />;
}
