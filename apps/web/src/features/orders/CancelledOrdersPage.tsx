import { HistoryList } from './HistoryList';

/** Route cancelOrder: the cancelled orders, with the same filter as the history. */
export default function CancelledOrdersPage() {
  return <HistoryList kind="cancelled" />;
}
