import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import type { Map as LeafletMap } from 'leaflet';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config';
import { whenIdle } from '../../../lib/when-idle';
import type { GeocodedPlace } from '../../../lib/geocoder/geocoder';
import { NO_FILTERS, useMapParkings, type MapParking, type VehicleFilters } from '../hooks/use-map-parkings';
import { useSpotUpdates } from '../hooks/use-spot-updates';
import { searchArea } from '../utils/area';
import { FULL_SIGN } from '../utils/cluster';
import { distanceMetres, type Point } from '../utils/distance';
import {
  DEFAULT_WINDOW,
  FALLBACK_MAX_DAYS,
  resolveWindow,
  windowProblem,
  type TimeWindowChoice,
} from '../utils/time-window';
import classes from './map.module.css';
import { GroupCard } from './group-card';
import { ParkingCard } from './parking-card';
import { ParkingList, type ListedParking } from './parking-list';
import type { MapView } from './parking-map';
import { PlaceSearch } from '../../../components/ui/place-search';
import { TimeWindowPicker } from './time-window-picker';
import { FeatureFiltersPanel, VehicleFiltersPanel } from './vehicle-filters';

/** Zoom after a found address or the driver's position: a few streets around. */
const CLOSE_ZOOM = 16;

function Legend() {
  const { t } = useTranslation('map');
  return (
    <Group gap="md" aria-hidden>
      <Group gap={6}>
        <span className={`${classes.pin} ${classes.free}`} style={{ width: 22, height: 22, fontSize: 11 }}>
          5
        </span>
        <Text size="xs">{t('legend.free')}</Text>
      </Group>
      <Group gap={6}>
        <span className={`${classes.pin} ${classes.full}`} style={{ width: 22, height: 22, fontSize: 11 }}>
          {FULL_SIGN}
        </span>
        <Text size="xs">{t('legend.full')}</Text>
      </Group>
    </Group>
  );
}

function Note({ children, busy = false }: { children: string; busy?: boolean }) {
  return (
    <Paper withBorder shadow="sm" px="sm" py={6} bg="var(--ps-surface)" maw={420}>
      <Group gap={8} wrap="nowrap">
        {busy ? <Loader size="xs" aria-hidden /> : null}
        <Text size="sm">{children}</Text>
      </Group>
    </Paper>
  );
}

// Leaflet and the map (about 45 kB compressed, and their evaluation) load once the page has painted: the title,
// the filters and the list do not wait for them, and the map's box keeps its size meanwhile (issue 17, largest
// contentful paint and total blocking time).
const ParkingMap = lazy(() => import('./parking-map').then((m) => ({ default: m.ParkingMap })));

/** The map's box while Leaflet loads: the same size, with the same notes over it. */
function MapBox({ overlay }: { overlay: ReactNode }) {
  return <div className={classes.mapBox}>{overlay ? <div className={classes.status}>{overlay}</div> : null}</div>;
}

// The page's state changes often (the map's view, an answer on its way, a card opened), and at the start several
// times in a row: the map reports itself and its view, then the first search starts. Each part renders again only
// when what it is given changed, where every change rendered the whole page, filters, map and list, in one task
// on a phone's CPU (issue 17, total blocking time).
const Part = {
  PlaceSearch: memo(PlaceSearch),
  TimeWindowPicker: memo(TimeWindowPicker),
  VehicleFiltersPanel: memo(VehicleFiltersPanel),
  FeatureFiltersPanel: memo(FeatureFiltersPanel),
  Legend: memo(Legend),
  ParkingMap: memo(ParkingMap),
  ParkingList: memo(ParkingList),
  GroupCard: memo(GroupCard),
  ParkingCard: memo(ParkingCard),
};

/**
 * /map: active parkings of the visible area, free or full for the chosen time window, on the map and in a list
 * (nearest first); address search, locate-me, vehicle size filters, live updates, a card with the price.
 */
export function MapPage() {
  const { t } = useTranslation('map');
  const config = useConfig();
  const maxDays = config.reservations?.maxDays ?? FALLBACK_MAX_DAYS;
  const listTitleId = useId();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [me, setMe] = useState<Point | null>(null);
  const [choice, setChoice] = useState<TimeWindowChoice>(DEFAULT_WINDOW);
  const [filters, setFilters] = useState<VehicleFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<MapParking | null>(null);
  const [group, setGroup] = useState<MapParking[] | null>(null);
  const [mapWanted, setMapWanted] = useState(false);
  useEffect(() => startTransition(() => setMapWanted(true)), []);
  // The cards' drawers, closed, join the page once the browser is idle: mounting one renders it again at once
  // (its portal), which pulled the page's own effects into the same long task (issue 17, total blocking time).
  const [cardsMounted, setCardsMounted] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setCardsMounted(true))), []);

  const problem = windowProblem(resolveWindow(choice), maxDays);
  const search = useMemo(() => (view ? searchArea(view.bounds) : null), [view]);
  const area = search?.area ?? null;
  const result = useMapParkings({ area, window: choice, filters, enabled: problem === null });
  /** Parkings of the busy places the server grouped: on the map as numbers, listed once zoomed in. */
  const grouped = useMemo(() => result.clusters.reduce((sum, cluster) => sum + cluster.parkings, 0), [result.clusters]);
  const found = result.parkings.length + grouped;
  useSpotUpdates(problem === null ? area : null, result.refresh);

  // Distances from the driver once located, otherwise from the middle of the map.
  const origin = me ?? view?.centre ?? null;
  const listed = useMemo<ListedParking[]>(() => {
    if (!origin) return [];
    return result.parkings
      .map((parking) => ({ parking, metres: distanceMetres(origin, parking) }))
      .sort((a, b) => a.metres - b.metres);
  }, [result.parkings, origin]);

  // The card follows live updates of its parking; one that left the answer keeps its last known state.
  const current = selected
    ? (result.parkings.find((parking) => parking.identifier === selected.identifier) ?? selected)
    : null;
  const onSelect = useCallback((parking: MapParking) => {
    setGroup(null);
    setSelected(parking);
  }, []);
  const closeGroup = useCallback(() => setGroup(null), []);
  const closeCard = useCallback(() => setSelected(null), []);
  const { searched } = result;
  const cardWindow = useMemo(() => searched ?? resolveWindow(choice), [searched, choice]);
  const distance = useMemo(
    () =>
      current && origin
        ? { metres: distanceMetres(origin, current), from: me ? ('me' as const) : ('centre' as const) }
        : null,
    [current, origin, me],
  );
  const onLocated = useCallback(
    (point: Point) => {
      setMe(point);
      map?.flyTo([point.latitude, point.longitude], CLOSE_ZOOM);
    },
    [map],
  );
  const onPick = useCallback(
    (place: GeocodedPlace) => map?.flyTo([place.latitude, place.longitude], CLOSE_ZOOM),
    [map],
  );

  // Looking for parkings from the start: the map itself loads first, then the first answer.
  const note = problem
    ? 'fix_window'
    : result.error
      ? 'error'
      : !result.loaded
        ? 'loading'
        : !result.loading && found === 0
          ? 'empty'
          : search?.clipped
            ? 'clipped'
            : null;
  const { error, retry } = result;
  const overlay = useMemo(() => {
    if (note === 'error') return <LoadError error={error} onRetry={retry} title={t('status.load_failed')} />;
    return note ? <Note busy={note === 'loading'}>{t(`status.${note}`)}</Note> : null;
  }, [note, error, retry, t]);

  const statusText = result.loading
    ? t('status.loading')
    : result.loaded
      ? found === 0
        ? t('status.empty')
        : t('status.found', { count: found })
      : '';

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={1} fz={{ base: 'h4', sm: 'h3' }}>
          {t('title')}
        </Title>
        <Button
          component={Link}
          to={paths.scan.href()}
          variant="light"
          size="sm"
          leftSection={<IconQrcode size={18} aria-hidden />}
        >
          {t('scan')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Part.PlaceSearch onPick={onPick} namespace="map" floating />
        <Part.TimeWindowPicker value={choice} onChange={setChoice} problem={problem} maxDays={maxDays} />
        <Stack gap={6}>
          <Part.VehicleFiltersPanel value={filters} onChange={setFilters} />
          <Part.FeatureFiltersPanel value={filters} onChange={setFilters} />
          <Part.Legend />
        </Stack>
      </SimpleGrid>
      <Text className="sr-only" role="status" aria-live="polite">
        {statusText}
      </Text>
      <div className={classes.layout}>
        {mapWanted ? (
          <Suspense fallback={<MapBox overlay={overlay} />}>
            <Part.ParkingMap
              parkings={result.parkings}
              clusters={result.clusters}
              selectedIdentifier={current?.identifier ?? null}
              onSelect={onSelect}
              onGroup={setGroup}
              onView={setView}
              onMap={setMap}
              me={me}
              onLocated={onLocated}
              overlay={overlay}
            />
          </Suspense>
        ) : (
          <MapBox overlay={overlay} />
        )}
        <section className={classes.list} aria-labelledby={listTitleId}>
          {result.loaded && found === 0 ? (
            <Stack gap="xs">
              <Title order={2} fz="h5" id={listTitleId}>
                {t('list.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('status.empty')}
              </Text>
            </Stack>
          ) : (
            <Part.ParkingList
              items={listed}
              grouped={grouped}
              selectedIdentifier={current?.identifier ?? null}
              onSelect={onSelect}
              titleId={listTitleId}
            />
          )}
        </section>
      </div>
      {cardsMounted || group || current ? (
        <>
          <Part.GroupCard parkings={group} onSelect={onSelect} onClose={closeGroup} />
          <Part.ParkingCard
            parking={current}
            onClose={closeCard}
            window={cardWindow}
            choice={choice}
            distance={distance}
          />
        </>
      ) : null}
    </Stack>
  );
}
