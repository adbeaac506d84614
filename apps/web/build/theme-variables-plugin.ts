import type { Plugin } from 'vite';
import { themeCssVariables } from '../src/app/theme-css-variables';

/** What main.tsx imports, after Mantine's styles.css, so that the theme's values override its defaults. */
const ID = 'virtual:theme-variables.css';
const RESOLVED = `\0${ID}`;

/**
 * The theme's CSS variables as a stylesheet of the build (decision 103): Mantine's provider (withCssVariables off in
 * app.tsx) no longer works them out and inserts them in the browser at every start (issue 17, total blocking time).
 */
export function themeVariablesPlugin(): Plugin {
  return {
    name: 'parkshare-theme-variables',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeCssVariables() : null),
  };
}
