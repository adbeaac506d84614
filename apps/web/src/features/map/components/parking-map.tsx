import 'leaflet/dist/leaflet.css';
import { Button } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { useGeolocation, type GeolocationFailure } from '../hooks/use-geolocation';

export const WARSAW: [number, number] = [52.2297, 21.0122];

/** The Leaflet map (this module and Leaflet load only with /map). Markers arrive with the booking issue. */
export function ParkingMap() {
  const { t } = useTranslation('map');
  const config = useConfig();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [me, setMe] = useState<[number, number] | null>(null);
  const onFound = useCallback(
    (lat: number, lng: number) => {
      setMe([lat, lng]);
      map?.flyTo([lat, lng], 16);
    },
    [map],
  );
  const onFailure = useCallback(
    (failure: GeolocationFailure) => notify(failure === 'unknown' ? 'error' : 'warning', t(`geolocation.${failure}`)),
    [t],
  );
  const { locate, locating } = useGeolocation(onFound, onFailure);

  return (
    // `isolation` keeps Leaflet's own z-indexes (panes 400, controls 1000) inside the map, under the mobile menu.
    <div style={{ position: 'relative', isolation: 'isolate', flex: 1, minHeight: 320 }}>
      <MapContainer center={WARSAW} zoom={13} className="ps-map" ref={setMap} aria-label={t('map_label')}>
        <TileLayer url={config.mapTileUrl} attribution={config.mapAttribution} />
        {me ? <CircleMarker center={me} radius={9} pathOptions={{ color: '#1c7ed6', fillOpacity: 0.6 }} /> : null}
      </MapContainer>
      <Button
        onClick={locate}
        loading={locating}
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        style={{ position: 'absolute', right: 12, bottom: 28, zIndex: 500 }}
        size="sm"
      >
        {t('locate_me')}
      </Button>
    </div>
  );
}
