import HomePage, { type HomeSections } from '../../features/home/HomePage';
import { OfferZoneSection, SchemeBannerSection } from '../../features/promotions/banners/sections';

/** The promotions' banner sections home may list in settings.homePageSections. */
const BANNER_SECTIONS: HomeSections = {
  SchemeBanner: () => <SchemeBannerSection />,
  OfferZone: () => <OfferZoneSection />,
};

/**
 * The home screen: home's page with the promotions' banner sections (two features, one screen).
 * The file keeps the name HomePage so the route's chunk keeps its name (HomePage-<hash>.js).
 */
export default function HomeScreen() {
  return <HomePage sections={BANNER_SECTIONS} />;
}
