import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Part = 'variables' | 'light' | 'dark';

/**
 * The theme's CSS variables (colours, shades, radii, the scheme's text colours of theme.ts) as a stylesheet: what
 * Mantine's provider otherwise works out in the browser at every start and inserts as a style element, for the
 * build to ship with Mantine's own styles instead (build/theme-variables-plugin.ts, decision 103). Like the
 * provider, it keeps only the variables whose value differs from Mantine's default theme, which its styles.css
 * already declares.
 */
export function themeCssVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(merged);
  const resolved = cssVariablesResolver(merged);
  const changed = (part: Part) => {
    const mantine: Record<string, string> = defaults[part];
    return Object.fromEntries(
      Object.entries({ ...ours[part], ...resolved[part] }).filter(([name, value]) => mantine[name] !== value),
    );
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}
