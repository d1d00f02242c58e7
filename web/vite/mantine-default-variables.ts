import type { Plugin } from 'vite';

/*
 * Mantine computes its default theme's CSS variables (every colour, shade and scheme, each colour
 * converted to rgba) when its provider's module loads, to drop them from the variables it injects.
 * The app injects none (`withCssVariables={false}`: they come from the static stylesheet of
 * `buildThemeCss`), so that work was spent on every first load for nothing: about a tenth of the
 * entry chunk's evaluation at 4x CPU throttling (docs/benchmarks.md, "Web app on a phone"). The
 * defaults are computed when first needed instead. The build fails if the module no longer reads
 * as expected, so an upgrade of Mantine cannot silently undo or break this.
 */

const MODULE =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const ON_FIRST_USE =
  'let defaultCssVariablesOnce;\nconst readDefaultCssVariables = () => (defaultCssVariablesOnce ??= defaultCssVariablesResolver(DEFAULT_THEME));';

export function deferMantineDefaultVariables(): Plugin {
  return {
    name: 'ssm:mantine-default-variables',
    transform: {
      filter: { id: MODULE },
      handler(code) {
        if (!code.includes(EAGER)) throw new Error(`Mantine's ${MODULE.source} changed: review this plugin`);
        return {
          code: code
            .replace(EAGER, ON_FIRST_USE)
            .replaceAll('defaultCssVariables.', 'readDefaultCssVariables().'),
          map: null,
        };
      },
    },
  };
}
