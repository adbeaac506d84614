import { divIcon, latLngBounds, type DivIcon, type Map as LeafletMap } from 'leaflet';
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

const groupsAt = (map: LeafletMap, parkings: readonly MapParking[], zoom: number) =>
  clusterByDistance(
    parkings.map((item) => {
      const point = map.project([item.latitude, item.longitude], zoom);
      return { item, x: point.x, y: point.y };
    }),
  );

/**
 * Free and full parkings, grouped wherever their markers would overlap at the current zoom. A group zooms in on
 * its parkings; one that would still be a group at the map's closest zoom lists them instead.
 */
export function ParkingMarkers({ parkings, clusters, selectedIdentifier, onSelect, onGroup }: ParkingMarkersProps) {
  const { t } = useTranslation('map');
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const groups = useMemo(() => groupsAt(map, parkings, zoom), [parkings, zoom, map]);

  // Icons are made once per answer, zoom and selection (a new icon replaces the marker's element and would
  // take the keyboard focus away from it).
  const markers = useMemo(
    () =>
      groups.map((group) => {
        if (group.kind === 'single') {
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
        const free = group.items.filter((parking) => parking.availability === 'free').length;
        const maxZoom = map.getMaxZoom();
        // Parkings at (nearly) one place stay one group even at the closest zoom: zooming would not help.
        const splits = zoom < maxZoom && groupsAt(map, group.items, maxZoom).length > 1;
        const label = t(splits ? 'marker.cluster' : 'marker.group', { count: group.items.length, free });
        const bounds = latLngBounds(group.items.map((parking) => [parking.latitude, parking.longitude]));
        const className = [classes.pin, classes.cluster, free > 0 ? classes.clusterFree : ''].filter(Boolean).join(' ');
        const centre = map.unproject([group.x, group.y], zoom);
        return {
          key: `cluster:${group.key}:${group.items.length}:${splits}`,
          position: [centre.lat, centre.lng] as [number, number],
          icon: icon(className, label, String(group.items.length), 44),
          zIndexOffset: 500,
          click: () => {
            if (!splits) {
              onGroup(group.items);
              return;
            }
            const target = Math.min(map.getBoundsZoom(bounds.pad(0.2)), maxZoom);
            map.flyTo(bounds.getCenter(), Math.min(Math.max(target, zoom + 1), maxZoom));
          },
        };
      }),
    [groups, selectedIdentifier, onSelect, onGroup, t, map, zoom],
  );

  const clusterMarkers = useMemo(
    () =>
      clusters.map((cluster) => {
        const label = t('marker.cluster', { count: cluster.parkings, free: cluster.freeParkings });
        const className = [classes.pin, classes.cluster, cluster.freeParkings > 0 ? classes.clusterFree : '']
          .filter(Boolean)
          .join(' ');
        const bounds = latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]);
        return {
          key: `area:${cluster.latitude}:${cluster.longitude}:${cluster.parkings}`,
          position: [cluster.latitude, cluster.longitude] as [number, number],
          icon: icon(className, label, String(cluster.parkings), 44),
          zIndexOffset: 500,
          click: () => {
            const maxZoom = map.getMaxZoom();
            const target = Math.min(map.getBoundsZoom(bounds.pad(0.2)), maxZoom);
            map.flyTo(bounds.getCenter(), Math.min(Math.max(target, zoom + 1), maxZoom));
          },
        };
      }),
    [clusters, t, map, zoom],
  );

  return (
    <>
      {[...clusterMarkers, ...markers].map((marker) => (
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
