import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsHostMounted } from '../../lib/hosts-store';

/** Mounted beside the app on the first confirm() (decision 020): `confirm()` talks to it through Mantine's modal events. */
export function ModalsHost() {
  useEffect(() => modalsHostMounted(), []);
  return <ModalsProvider>{null}</ModalsProvider>;
}
