import { divIcon, latLngBounds, type DivIcon, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { MapCluster, MapParking } from '../hooks/use-map-parkings';
import { clusterByDistance, FULL_SIGN } from '../utils/cluster';
import classes from './map.module.css';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The marker's HTML: a spoken label for screen readers and the short visible sign (hidden from them). */
function icon(className: string, label: string, sign: string, size: number): DivIcon {
  return divIcon({
    className: '',
    html: `<span class="${className}" data-testid="map-pin"><span class="sr-only">${escapeHtml(label)}</span><span aria-hidden="true">${escapeHtml(sign)}</span></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

interface ParkingMarkersProps {
  parkings: MapParking[];
  /** Busy places the server grouped (decision 087): a number each, zooming onto its parkings. */
  clusters: MapCluster[];
  selectedIdentifier: string | null;
  onSelect: (parking: MapParking) => void;
  /** A group that no zoom can split (parkings at one place): the page lists its parkings. */
  onGroup: (parkings: MapParking[]) => void;
}

/** What the map draws: a parking, or a busy place the server grouped. */
type Shown = MapParking | MapCluster;
const isArea = (item: Shown): item is MapCluster => 'parkings' in item;
/** Parkings an item stands for, and how many of them are free. */
const countOf = (item: Shown) => (isArea(item) ? item.parkings : 1);
const freeOf = (item: Shown) => (isArea(item) ? item.freeParkings : item.availability === 'free' ? 1 : 0);

const groupsAt = (map: LeafletMap, items: readonly Shown[], zoom: number) =>
  clusterByDistance(
    items.map((item) => {
      const point = map.project([item.latitude, item.longitude], zoom);
      return { item, x: point.x, y: point.y };
    }),
  );

/**
 * Free and full parkings, and the busy places the server grouped, grouped again wherever their markers would
 * overlap at the current zoom. A group zooms in on what it holds; one of parkings that would still be a group at
 * the map's closest zoom lists them instead.
 */
export function ParkingMarkers({ parkings, clusters, selectedIdentifier, onSelect, onGroup }: ParkingMarkersProps) {
  const { t } = useTranslation('map');
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const groups = useMemo(() => groupsAt(map, [...clusters, ...parkings], zoom), [parkings, clusters, zoom, map]);

  // Icons are made once per answer, zoom and selection (a new icon replaces the marker's element and would
  // take the keyboard focus away from it).
  const markers = useMemo(
    () =>
      groups.map((group) => {
        const maxZoom = map.getMaxZoom();
        const flyOnto = (bounds: LatLngBounds) => {
          const target = Math.min(map.getBoundsZoom(bounds.pad(0.2)), maxZoom);
          map.flyTo(bounds.getCenter(), Math.min(Math.max(target, zoom + 1), maxZoom));
        };
        if (group.kind === 'single' && !isArea(group.item)) {
          const parking = group.item;
          const free = parking.availability === 'free';
          const selected = parking.identifier === selectedIdentifier;
          const spots = free ? t('free_spots', { count: parking.freeSpots }) : t('no_free_spot');
          const label = t('marker.label', {
            address: parking.address,
            state: t(`availability.${parking.availability}`),
            spots,
          });
          const className = [classes.pin, free ? classes.free : classes.full, selected ? classes.selected : '']
            .filter(Boolean)
            .join(' ');
          return {
            key: parking.identifier,
            position: [parking.latitude, parking.longitude] as [number, number],
            icon: icon(className, label, free ? String(parking.freeSpots) : FULL_SIGN, 34),
            zIndexOffset: selected ? 1000 : 0,
            click: () => onSelect(parking),
          };
        }
        const items = group.kind === 'single' ? [group.item] : group.items;
        const count = items.reduce((sum, item) => sum + countOf(item), 0);
        const free = items.reduce((sum, item) => sum + freeOf(item), 0);
        const places = items.filter((item): item is MapParking => !isArea(item));
        // Parkings at (nearly) one place stay one group even at the closest zoom: zooming would not help. A busy
        // place the server grouped always splits as the map zooms in.
        const splits = zoom < maxZoom && (places.length < items.length || groupsAt(map, places, maxZoom).length > 1);
        const label = t(splits ? 'marker.cluster' : 'marker.group', { count, free });
        const bounds = latLngBounds(
          items.flatMap((item): [number, number][] =>
            isArea(item)
              ? [
                  [item.south, item.west],
                  [item.north, item.east],
                ]
              : [[item.latitude, item.longitude]],
          ),
        );
        const className = [classes.pin, classes.cluster, free > 0 ? classes.clusterFree : ''].filter(Boolean).join(' ');
        const centre = group.kind === 'single' ? map.project([group.item.latitude, group.item.longitude], zoom) : group;
        const position = map.unproject([centre.x, centre.y], zoom);
        return {
          key: `cluster:${Math.round(centre.x)}:${Math.round(centre.y)}:${count}:${splits}`,
          position: [position.lat, position.lng] as [number, number],
          icon: icon(className, label, String(count), 44),
          zIndexOffset: 500,
          click: () => (splits ? flyOnto(bounds) : onGroup(places)),
        };
      }),
    [groups, selectedIdentifier, onSelect, onGroup, t, map, zoom],
  );

  return (
    <>
      {markers.map((marker) => (
        <Marker
          key={marker.key}
          position={marker.position}
          icon={marker.icon}
          keyboard
          riseOnHover
          zIndexOffset={marker.zIndexOffset}
          eventHandlers={{
            click: marker.click,
            // Leaflet makes a keyboard marker focusable but Enter only opens a bound popup: a marker is a button here,
            // so Enter and Space do what a click does.
            keydown: (event) => {
              const { key } = event.originalEvent;
              if (key === 'Enter' || key === ' ') {
                event.originalEvent.preventDefault();
                marker.click();
              }
            },
          }}
        />
      ))}
    </>
  );
}
