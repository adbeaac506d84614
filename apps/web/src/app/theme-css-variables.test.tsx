import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css-variables';

/** The style element Mantine's provider inserts with its CSS variables on (its default), as the app had it. */
function providerVariables(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false}>
      <p />
    </MantineProvider>,
  );
  const styles = [...markup.matchAll(/<style data-mantine-styles="true">([^<]*)<\/style>/g)].map((match) => match[1]);
  expect(styles).toHaveLength(1);
  return styles[0]!;
}

describe('themeCssVariables', () => {
  it('is what Mantine’s provider inserted at every start, for the build to ship instead', () => {
    expect(themeCssVariables()).toBe(providerVariables());
  });

  it('carries the theme’s own values in both schemes', () => {
    const css = themeCssVariables();
    expect(css).toContain('--mantine-color-dimmed: #545e67');
    expect(css).toContain('--mantine-color-dimmed: #a3a9b1');
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]');
  });
});
