/**
 * The device position is asked for once when the signed-in area starts (ordering-core section 2).
 * A refusal or an error is fine: nothing depends on it yet; the calls that send a position (order
 * geotagging) come with their issues and will read it through a shared helper then.
 */
let requested = false;

export function requestDevicePosition(): void {
  if (requested || !('geolocation' in navigator)) return;
  requested = true;
  navigator.geolocation.getCurrentPosition(
    () => undefined,
    () => undefined,
    { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 20_000 },
  );
}
