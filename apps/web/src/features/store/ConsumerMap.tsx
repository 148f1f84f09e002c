import type { TConsumer } from '@restock/domain/contracts/store';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapPin, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The consumers' map view (decision 121): Leaflet, loaded only with this chunk (lazy from the
 * consumers screen), its CSS with it. Tiles come from the server's MAP_TILE_URL. A consumer with a
 * position is a circle marker (no marker pictures to fetch); the list under the map names every
 * consumer of the page and opens its marker, so the view stays usable when the tiles cannot load.
 */

/** Where the map looks when no consumer has a position (India). */
const HOME: L.LatLngTuple = [20.59, 78.96];

const placed = (c: TConsumer): c is TConsumer & { Latitude: number; Longitude: number } =>
  c.Latitude !== null && c.Longitude !== null;

/** Only OpenStreetMap's own tiles need its attribution; another server names its own. */
const attributionOf = (url: string) =>
  /openstreetmap\.org/i.test(url)
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    : '';

export default function ConsumerMap({ consumers, tileUrl }: { consumers: TConsumer[]; tileUrl: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const markers = useRef(new Map<number, L.CircleMarker>());
  const map = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { scrollWheelZoom: false }).setView(HOME, 4);
    map.current = m;
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: attributionOf(tileUrl) });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(m);
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const layer = L.featureGroup();
    markers.current.clear();
    for (const c of consumers.filter(placed)) {
      const name = document.createElement('strong');
      // textContent, never HTML: a consumer's name and address are the retailer's input.
      name.textContent = c.Name;
      const popup = document.createElement('span');
      popup.append(name, document.createElement('br'), c.Address);
      const marker = L.circleMarker([c.Latitude, c.Longitude], {
        radius: 9,
        color: '#0f766e',
        fillColor: '#14b8a6',
        fillOpacity: 0.85,
        className: 'consumer-marker',
      }).bindPopup(popup);
      marker.addTo(layer);
      markers.current.set(c.ConsumerId, marker);
    }
    layer.addTo(m);
    if (layer.getLayers().length > 0) m.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 14 });
    return () => {
      layer.remove();
    };
  }, [consumers]);

  const open = (c: TConsumer) => {
    const marker = markers.current.get(c.ConsumerId);
    if (!marker || !map.current) return;
    map.current.setView(marker.getLatLng(), Math.max(map.current.getZoom(), 12));
    marker.openPopup();
  };
  const onMap = consumers.filter(placed).length;

  return (
    <div data-testid="consumer-map-view">
      <section
        ref={box}
        aria-label={t('store.consumers.map.label')}
        data-testid="consumer-map"
        // Its own stacking context: Leaflet's panes (z-index 400 and up) stay under the app's bars.
        style={{ isolation: 'isolate' }}
        className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
      />
      {tilesFailed ? (
        <p
          role="status"
          data-testid="map-tiles-failed"
          className="mt-2 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <WifiOff size={16} aria-hidden="true" /> {t('store.consumers.map.tilesFailed')}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600" data-testid="map-count">
        {t('store.consumers.map.count', { count: onMap, total: consumers.length })}
      </p>
      <ul
        className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        data-testid="map-list"
      >
        {consumers.map((c) => (
          <li key={c.ConsumerId} data-testid="map-list-row">
            {placed(c) ? (
              <button
                type="button"
                onClick={() => open(c)}
                className="flex min-h-11 w-full items-start gap-2 px-4 py-2 text-left hover:bg-slate-50"
              >
                <MapPin size={16} className="mt-0.5 shrink-0 text-brand" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{c.Name}</span>
                  <span className="block text-sm text-slate-600">{c.Address}</span>
                </span>
              </button>
            ) : (
              <div className="flex min-h-11 items-start gap-2 px-4 py-2">
                <MapPin size={16} className="mt-0.5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{c.Name}</span>
                  <span className="block text-sm text-slate-500">{t('store.consumers.map.noPosition')}</span>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
