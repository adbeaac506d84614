import { Box, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createQr } from '../../../lib/qr';
import { keepLoadedAssets } from '../../../lib/keep-assets';

const SIZE = 168;
// White around the code (its quiet zone), which scanners need, also on the dark theme.
const QUIET_ZONE = 3;

/**
 * The spot's QR code on the driver's pass (issue 17 §4): the same code as on the sign at the spot. Drawn in the
 * page from its text, so it shows offline; the square is reserved while the QR library loads.
 */
export function SpotQr({ url, label }: { url: string; label: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    createQr(url).then(
      (drawn) => {
        if (!current) return;
        setQr(drawn);
        // The QR library is a chunk of its own: the worker keeps it with the rest of the pass.
        keepLoadedAssets();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (!qr) return <Skeleton w={SIZE} h={SIZE} radius="sm" />;
  const box = qr.size + QUIET_ZONE * 2;
  return (
    <Box w={SIZE} h={SIZE} bg="#ffffff" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}>
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
        role="img"
        aria-label={label}
        data-testid="pass-qr"
        data-qr-text={url}
      >
        <path d={qr.path} fill="#000000" shapeRendering="crispEdges" />
      </svg>
    </Box>
  );
}
