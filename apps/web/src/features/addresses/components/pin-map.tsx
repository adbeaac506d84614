import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { useConfig } from '../../../lib/config';

export interface Point {
  latitude: number;
  longitude: number;
}

interface PinMapProps {
  /** Where the pin is; null until the user places it. */
  pin: Point | null;
  /** Where the map opens when there is no pin yet. */
  start: Point;
  /** Changes when the map should move to the pin (a search result, "use my location"), not on every drag. */
  focusKey: number;
  onPinChange: (point: Point, how: 'drag' | 'tap' | 'keys') => void;
}

const WITH_PIN_ZOOM = 17;
const WITHOUT_PIN_ZOOM = 12;
// One arrow key press moves the pin about 5 m in Poland; with Shift about 50 m.
const KEY_STEP = 0.00005;

// A drawn pin instead of Leaflet's default PNG icon (whose URLs bundlers break); its tip is the point.
const pinIcon = divIcon({
  className: 'ps-pin',
  html: `<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false">
    <path d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 43 16 43s15-16 15-27.1C31 7.6 24.3 1 16 1z"
      fill="#1c7ed6" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>`,
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

function TapToPlace({ onTap }: { onTap: (event: LeafletMouseEvent) => void }) {
  useMapEvents({ click: onTap });
  return null;
}

const arrows: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The address creator's map: the pin can be dragged, placed by a tap, or moved with the arrow keys. */
export function PinMap({ pin, start, focusKey, onPinChange }: PinMapProps) {
  const { t } = useTranslation('addresses');
  const config = useConfig();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [marker, setMarker] = useState<LeafletMarker | null>(null);
  const latest = useRef({ pin, onPinChange });
  latest.current = { pin, onPinChange };

  // Move the map to the pin when asked (not after a drag: the user is looking where they dropped it).
  useEffect(() => {
    const current = latest.current.pin;
    if (map && current && focusKey > 0) {
      map.setView([current.latitude, current.longitude], Math.max(map.getZoom(), WITH_PIN_ZOOM));
    }
  }, [map, focusKey]);

  // The pin is a focusable control: a name for screen readers, arrow keys to move it.
  useEffect(() => {
    const element = marker?.getElement();
    if (!element) return;
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', t('map.pin_label'));
    element.setAttribute('aria-describedby', 'address-pin-help');
    const onKeyDown = (event: KeyboardEvent) => {
      const step = arrows[event.key];
      const current = latest.current.pin;
      if (!step || !current) return;
      event.preventDefault();
      event.stopPropagation();
      const size = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
      // A degree of longitude is shorter away from the equator; scale it so both steps are about as long.
      const lngScale = 1 / Math.max(0.2, Math.cos((current.latitude * Math.PI) / 180));
      latest.current.onPinChange(
        {
          latitude: Math.max(-90, Math.min(90, current.latitude + step[0] * size)),
          longitude: Math.max(-180, Math.min(180, current.longitude + step[1] * size * lngScale)),
        },
        'keys',
      );
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [marker, t]);

  const events = useMemo(
    () => ({
      dragend: (event: { target: LeafletMarker }) => {
        const { lat, lng } = event.target.getLatLng();
        latest.current.onPinChange({ latitude: lat, longitude: lng }, 'drag');
      },
    }),
    [],
  );

  const center: [number, number] = pin ? [pin.latitude, pin.longitude] : [start.latitude, start.longitude];

  return (
    // `isolation` keeps Leaflet's z-indexes (panes 400, controls 1000) inside the map, under the mobile menu.
    <div style={{ position: 'relative', isolation: 'isolate', height: 'clamp(240px, 42dvh, 420px)' }}>
      <MapContainer
        center={center}
        zoom={pin ? WITH_PIN_ZOOM : WITHOUT_PIN_ZOOM}
        className="ps-map"
        ref={setMap}
        aria-label={t('map.label')}
      >
        <TileLayer url={config.mapTileUrl} attribution={config.mapAttribution} />
        <TapToPlace
          onTap={(event) => onPinChange({ latitude: event.latlng.lat, longitude: event.latlng.lng }, 'tap')}
        />
        {pin ? (
          <Marker
            ref={setMarker}
            position={[pin.latitude, pin.longitude]}
            draggable
            autoPan
            icon={pinIcon}
            title={t('map.pin_label')}
            eventHandlers={events}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
