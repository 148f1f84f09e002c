import { HistoryList } from './HistoryList';

/** Route orders: the order history. */
export default function OrderHistoryPage() {
  return <HistoryList kind="orders" />;
}
