import 'leaflet/dist/leaflet.css';
import { Button } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import type { Map as LeafletMap } from 'leaflet';
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { useGeolocation, type GeolocationFailure } from '../hooks/use-geolocation';
import type { MapCluster, MapParking } from '../hooks/use-map-parkings';
import type { Area } from '../utils/area';
import type { Point } from '../utils/distance';
import classes from './map.module.css';
import { ParkingMarkers } from './parking-markers';

export const WARSAW: [number, number] = [52.2297, 21.0122];
/** The whole of central Warsaw at first. */
const START_ZOOM = 12;
/** The closest zoom of OpenStreetMap's raster tiles: a few houses on the screen. */
const MAX_ZOOM = 18;

export interface MapView {
  bounds: Area;
  centre: Point;
}

function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    bounds: { north: bounds.getNorth(), south: bounds.getSouth(), east: bounds.getEast(), west: bounds.getWest() },
    centre: { latitude: centre.lat, longitude: centre.lng },
  };
}

/** Reports the visible area once the map is there and after every move or zoom. */
function ViewWatcher({ onView, onMap }: { onView: (view: MapView) => void; onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useMapEvents({ moveend: () => onView(viewOf(map)), resize: () => onView(viewOf(map)) });
  useEffect(() => {
    onMap(map);
    onView(viewOf(map));
    // The box's size comes from the page's grid (and the list beside it): tell Leaflet when it changes, so the
    // searched area is the one on screen.
    const observer = new ResizeObserver(() => map.invalidateSize({ debounceMoveend: true }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, onMap, onView]);
  return null;
}

interface ParkingMapProps {
  parkings: MapParking[];
  clusters: MapCluster[];
  selectedIdentifier: string | null;
  onSelect: (parking: MapParking) => void;
  onGroup: (parkings: MapParking[]) => void;
  onView: (view: MapView) => void;
  onMap: (map: LeafletMap) => void;
  me: Point | null;
  onLocated: (point: Point) => void;
  /** Loading, empty and error notes over the map. */
  overlay?: ReactNode;
}

/** The Leaflet map (this module and Leaflet load only with /map): parkings as markers, locate-me. */
export function ParkingMap(props: ParkingMapProps) {
  const { parkings, clusters, selectedIdentifier, onSelect, onGroup, onView, onMap, me, onLocated, overlay } = props;
  const { t, i18n } = useTranslation('map');
  const config = useConfig();
  const onFound = useCallback((latitude: number, longitude: number) => onLocated({ latitude, longitude }), [onLocated]);
  const onFailure = useCallback(
    (failure: GeolocationFailure) => notify(failure === 'unknown' ? 'error' : 'warning', t(`geolocation.${failure}`)),
    [t],
  );
  const { locate, locating } = useGeolocation(onFound, onFailure);
  // Leaflet builds its panes, measures the box and lays the first tiles out while React commits the map: with the
  // page's first render that was one long task on a phone's CPU. The page (list, filters, the map's empty box, whose
  // size comes from the page's grid) paints first and the map comes in the next task (issue 17, total blocking
  // time).
  const [mapShown, setMapShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setMapShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  // Then the map's layers in the task after the map's own: React-Leaflet renders a new map's contents at once, so
  // the tiles, the controls and the markers were made in the same long task as the map (issue 17).
  const [layersShown, setLayersShown] = useState(false);
  const layersTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onMapReady = useCallback(() => {
    layersTimer.current = setTimeout(() => startTransition(() => setLayersShown(true)), 0);
  }, []);
  useEffect(() => () => clearTimeout(layersTimer.current ?? undefined), []);

  return (
    // `isolation` keeps Leaflet's own z-indexes (panes 400, controls 1000) inside the map, under the mobile menu.
    <div className={classes.mapBox}>
      {mapShown ? (
        <MapContainer
          center={WARSAW}
          zoom={START_ZOOM}
          maxZoom={MAX_ZOOM}
          zoomControl={false}
          className="ps-map"
          aria-label={t('map_label')}
          whenReady={onMapReady}
        >
          {layersShown ? (
            <>
              <TileLayer url={config.mapTileUrl} attribution={config.mapAttribution} maxZoom={MAX_ZOOM} />
              {/* Leaflet's own control says 'Zoom in' in any language; made again when the language changes. */}
              <ZoomControl key={i18n.language} zoomInTitle={t('zoom_in')} zoomOutTitle={t('zoom_out')} />
              <ViewWatcher onView={onView} onMap={onMap} />
              <ParkingMarkers
                parkings={parkings}
                clusters={clusters}
                selectedIdentifier={selectedIdentifier}
                onSelect={onSelect}
                onGroup={onGroup}
              />
              {me ? (
                <CircleMarker
                  center={[me.latitude, me.longitude]}
                  radius={9}
                  pathOptions={{ color: '#1c7ed6', fillOpacity: 0.6 }}
                />
              ) : null}
            </>
          ) : null}
        </MapContainer>
      ) : null}
      {overlay ? <div className={classes.status}>{overlay}</div> : null}
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
