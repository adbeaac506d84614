import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsHostMounted } from '../../lib/modals-host-store';

/** Mounted lazily beside the app: `confirm()` talks to it through Mantine's modal events. */
export function ModalsHost() {
  useEffect(() => modalsHostMounted(), []);
  return <ModalsProvider>{null}</ModalsProvider>;
}
