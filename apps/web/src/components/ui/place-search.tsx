import { ActionIcon, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeocodedPlace } from '../../lib/geocoder/geocoder';
import { useGeocoderSearch } from '../../lib/geocoder/use-geocoder-search';

/**
 * "Search for an address" through the configured geocoder: results appear as the user types (or at once on Enter,
 * which never submits a form around it); choosing one calls onPick. The texts are the screen's own (`search.*`
 * keys of its namespace). `floating`: the results open over what follows (the map) instead of pushing it down.
 */
export function PlaceSearch({
  onPick,
  namespace,
  floating = false,
}: {
  onPick: (place: GeocodedPlace) => void;
  namespace: string;
  floating?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const search = useGeocoderSearch();
  const listId = useId();
  const statusId = useId();

  const pick = (place: GeocodedPlace) => {
    search.settle(place.label);
    onPick(place);
  };

  const statusText =
    search.status === 'searching'
      ? t('search.searching')
      : search.status === 'failed'
        ? t('search.failed')
        : search.status === 'done' && search.results.length === 0
          ? t('search.nothing')
          : search.status === 'done'
            ? t('search.results', { count: search.results.length })
            : '';

  const input = (
    <TextInput
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={search.query}
      onChange={(event) => search.change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          search.searchNow();
        }
      }}
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      // Only while the list is there: an id that points at nothing is an invalid ARIA value.
      aria-controls={search.results.length > 0 ? listId : undefined}
      aria-describedby={statusId}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        search.status === 'searching' ? (
          <Loader size="xs" aria-hidden />
        ) : (
          <ActionIcon variant="subtle" onClick={search.searchNow} aria-label={t('search.submit')}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        )
      }
    />
  );
  const status = (
    <Text id={statusId} size="xs" c={search.status === 'failed' ? 'red' : 'dimmed'} aria-live="polite" role="status">
      {statusText}
    </Text>
  );
  const results: ReactNode =
    search.results.length > 0 ? (
      <Paper
        withBorder
        bg="var(--ps-surface)"
        id={listId}
        {...(floating ? { shadow: 'md', style: { position: 'absolute', left: 0, right: 0, zIndex: 1100 } } : {})}
      >
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('search.results_label')}>
          {search.results.map((place) => (
            <li key={place.id}>
              <UnstyledButton
                onClick={() => pick(place)}
                w="100%"
                px="sm"
                py={8}
                className="ps-search-result"
                style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
              >
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {place.label}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
    ) : null;

  return floating ? (
    <div style={{ position: 'relative' }}>
      {input}
      {status}
      {results}
    </div>
  ) : (
    <Stack gap={6}>
      {input}
      {status}
      {results}
    </Stack>
  );
}
