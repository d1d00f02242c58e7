import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
// Not the barrel: Vite loads its config with Node, which cannot run the shared package's barrel.
import { PDFJS_ASSETS_DIR, SITE_CONTENT_TYPES } from '@ssm/shared/site-files';
import type { Plugin } from 'vite';

/*
 * pdf.js fetches its decoders, ICC profile, character maps and standard fonts at run time, by
 * file name under a base URL it is given: they cannot be hashed chunks. This plugin copies them
 * from `pdfjs-dist` into the build at `/<PDFJS_ASSETS_DIR>/<version>/`, serves the same paths from
 * the package on the dev server, and tells the viewer the base (`virtual:pdfjs-assets`).
 */

const virtualId = 'virtual:pdfjs-assets';
const resolvedVirtualId = `\0${virtualId}`;

/** The folders of pdfjs-dist the viewer reads, and the files of each it fetches. */
const ASSET_FOLDERS: Record<string, RegExp> = {
  // JBIG2 (and CCITT fax) and JPEG 2000 decoders, their fallbacks, and the ICC colour engine.
  // Not quickjs-eval: the viewer runs no PDF scripts.
  wasm: /^(jbig2|openjpeg)(\.wasm|_nowasm_fallback\.js)$|^qcms_bg\.wasm$/,
  iccs: /\.icc$/,
  cmaps: /\.bcmap$/,
  standard_fonts: /\.(pfb|ttf)$/,
};

const packageDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
const versionPath = `${PDFJS_ASSETS_DIR}/${version}`;

/** Each served file: its path under the version's folder, and where it is in the package. */
function listAssets(): { path: string; source: string }[] {
  return Object.entries(ASSET_FOLDERS).flatMap(([folder, pattern]) =>
    readdirSync(join(packageDir, folder))
      .filter((name) => pattern.test(name))
      .map((name) => ({ path: `${folder}/${name}`, source: join(packageDir, folder, name) })),
  );
}

export function servePdfjsAssets(): Plugin {
  let base = '/';
  return {
    name: 'ssm:pdfjs-assets',
    configResolved: (config) => {
      base = config.base;
    },
    resolveId: (id) => (id === virtualId ? resolvedVirtualId : undefined),
    load: (id) =>
      id === resolvedVirtualId
        ? `export const pdfjsAssetsUrl = ${JSON.stringify(`${base}${versionPath}/`)};`
        : undefined,
    generateBundle() {
      for (const asset of listAssets()) {
        this.emitFile({
          type: 'asset',
          fileName: `${versionPath}/${asset.path}`,
          source: readFileSync(asset.source),
        });
      }
    },
    configureServer(server) {
      const prefix = `${base}${versionPath}/`;
      const assets = new Map(listAssets().map((asset) => [`${prefix}${asset.path}`, asset.source]));
      server.middlewares.use((request, response, next) => {
        const source = assets.get((request.url ?? '').split('?')[0] ?? '');
        if (!source) return next();
        response.setHeader('content-type', SITE_CONTENT_TYPES[extname(source)] ?? 'application/octet-stream');
        response.end(readFileSync(source));
      });
    },
  };
}
