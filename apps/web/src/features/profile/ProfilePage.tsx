// Scaffold: replaced by the real screen in this same change.
export default function ProfilePage() {
  return null;
}
