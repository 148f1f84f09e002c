// Scaffold: replaced by the real screen in this same change.
export default function ShellLayout() {
  return null;
}
