import type { Plugin } from 'vite';

/** Mantine's useId module, wherever the package is installed. */
const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The same hook without the effect: the given id, else React's (as Mantine's own hook returns on its first render). */
const USE_ID_SOURCE = `import { useReactId } from './use-react-id.mjs';

function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : reactId;
}

export { useId };
`;

/**
 * Mantine's useId (8.3) starts with React's id and then, in a layout effect, swaps it for a random one: a state
 * change in every input, checkbox, dialog and the app shell just after it mounts, which React renders at once, as
 * an urgent update. On a screen with a form that was a long task on a phone's CPU (issue 17, total blocking time;
 * decision 101). React's id is unique and stable already, and it is the one Mantine's first render uses; the build
 * keeps it.
 */
export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'parkshare-mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return USE_ID_MODULE.test(id) ? USE_ID_SOURCE : null;
    },
  };
}
