import EarningsLedgerPage from './EarningsLedgerPage';
import PointDetailsPage from './PointDetailsPage';
import RewardDetailPage from './RewardDetailPage';
import RewardHistoryPage from './RewardHistoryPage';
import RewardsPage from './RewardsPage';

const SCREENS = {
  dashboard: RewardsPage,
  history: RewardHistoryPage,
  detail: RewardDetailPage,
  earnings: EarningsLedgerPage,
  points: PointDetailsPage,
};

/**
 * The rewards screens (myRewards, rewardHistory, rewardHistoryDetails/{redemptionId},
 * myEarningsLedger, pointDetails) in one chunk behind one entry of the signed-in routes: one dynamic import in
 * the route table instead of four keeps the signed-in area's first load (home's) where it was.
 */
export default function RewardsScreens({ screen }: { screen: keyof typeof SCREENS }) {
  const Screen = SCREENS[screen];
  return <Screen />;
}
