// Scaffold: replaced by the real screen in this same change.
export default function LandingRedirect() {
  return null;
}
