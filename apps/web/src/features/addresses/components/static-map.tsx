import { Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useConfig } from '../../../lib/config';
import { plainAttribution, tilesAround, TILE_SIZE } from '../utils/map-tiles';

const ZOOM = 16;

/**
 * A small map preview of one point from plain tile images: no Leaflet, no interaction, nothing to focus. The
 * address is written next to it, so the picture is decorative for screen readers.
 */
export function StaticMap({
  latitude,
  longitude,
  height = 128,
}: {
  latitude: number;
  longitude: number;
  height?: number;
}) {
  const config = useConfig();
  const tiles = useMemo(
    () => tilesAround(config.mapTileUrl, { latitude, longitude }, ZOOM),
    [config.mapTileUrl, latitude, longitude],
  );
  return (
    <Box
      aria-hidden
      pos="relative"
      h={height}
      style={{
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-2)',
      }}
    >
      {tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          loading="lazy"
          decoding="async"
          width={TILE_SIZE}
          height={TILE_SIZE}
          draggable={false}
          style={{
            position: 'absolute',
            left: `calc(50% + ${tile.left.toFixed(1)}px)`,
            top: `calc(50% + ${tile.top.toFixed(1)}px)`,
            maxWidth: 'none',
          }}
        />
      ))}
      <svg
        viewBox="0 0 32 44"
        width={24}
        height={33}
        style={{ position: 'absolute', left: 'calc(50% - 12px)', top: 'calc(50% - 32px)' }}
      >
        <path
          d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 43 16 43s15-16 15-27.1C31 7.6 24.3 1 16 1z"
          fill="#1c7ed6"
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cx="16" cy="16" r="5.5" fill="#fff" />
      </svg>
      <Text
        size="10px"
        pos="absolute"
        right={0}
        bottom={0}
        px={4}
        c="dark.7"
        style={{ background: 'rgba(255,255,255,0.75)', borderTopLeftRadius: 4 }}
      >
        {plainAttribution(config.mapAttribution)}
      </Text>
    </Box>
  );
}
