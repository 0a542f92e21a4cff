// `npm run build:server`: compiles the server and the gateway (with the demo upstream) to JavaScript with esbuild, so
// that `npm start` runs `node apps/server/dist/main.js` rather than TypeScript through tsx (`npm run dev` stays on tsx).
//   apps/server/dist/main.js                  the server (cluster mode forks this same file)
//   apps/gateway/dist/main.js                 the API gateway
//   apps/gateway/dist/demo-upstream-main.js   the demo upstream
// Each is one ESM bundle of the app code and the workspace packages (@datamall/*, TypeScript sources) with a
// source map beside it (run with `--enable-source-maps`: stack traces name the .ts files). npm dependencies stay
// external, imported from node_modules at run time as before (PGlite finds its wasm and data files, pg, fastify…).
// `import.meta.dirname` / `filename` / `url` in a bundled source file still mean that source file's place, so the
// paths the code resolves from its own file (apps/server/drizzle, apps/server/bpmn, apps/web/dist) need no copies.
// Each output folder gets build-inputs.json: every input file with its size and mtime, which `serverBuildStale()`
// compares to decide whether `npm start` must build again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const BUILD_SCRIPT = path.relative(root, fileURLToPath(import.meta.url));
const MANIFEST = 'build-inputs.json';

/** One esbuild build per output folder; entry names are output file names without `.js`. */
const TARGETS = [
  { outdir: 'apps/server/dist', entries: { main: 'apps/server/src/main.ts' } },
  {
    outdir: 'apps/gateway/dist',
    entries: {
      main: 'apps/gateway/src/main.ts',
      'demo-upstream-main': 'apps/gateway/src/demo-upstream-main.ts',
    },
  },
];

/** What differs from the last build (a sentence), or null when every output is there and no input changed since. */
export function serverBuildStale() {
  for (const target of TARGETS) {
    const outdir = path.join(root, target.outdir);
    for (const name of Object.keys(target.entries)) {
      if (!fs.existsSync(path.join(outdir, `${name}.js`))) return `${target.outdir}/${name}.js is missing`;
    }
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(outdir, MANIFEST), 'utf8'));
    } catch {
      return `${target.outdir}/${MANIFEST} is missing`;
    }
    for (const [file, seen] of Object.entries(manifest.inputs ?? {})) {
      const now = fileStamp(file);
      if (!now || now.size !== seen.size || now.mtimeMs !== seen.mtimeMs) return `${file} changed`;
    }
  }
  return null;
}

/** Builds every target; throws (after esbuild printed the errors) when one fails. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const started = Date.now();
  for (const target of TARGETS) {
    const outdir = path.join(root, target.outdir);
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: target.entries,
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // One compiler configuration for all the node code (what `npm run typecheck` checks).
      tsconfig: 'tsconfig.base.json',
      sourcemap: 'linked',
      // The map points at the .ts files in the repository; their text need not be copied into it.
      sourcesContent: false,
      // As under tsx: classes and functions keep their names (error names, logs), a workspace package's module is
      // evaluated although its `sideEffects: false` would let a bundler drop it.
      keepNames: true,
      ignoreAnnotations: true,
      metafile: true,
      logLevel: 'warning',
      plugins: [externalDependencies, sourceRelativeMeta],
    });
    const inputs = {};
    for (const file of [...Object.keys(result.metafile.inputs), BUILD_SCRIPT, 'tsconfig.base.json']) {
      const stamp = fileStamp(file);
      if (stamp) inputs[file] = stamp;
    }
    fs.writeFileSync(path.join(outdir, MANIFEST), `${JSON.stringify({ inputs }, null, 1)}\n`);
  }
  console.log(
    `server and gateway compiled in ${Date.now() - started} ms (apps/server/dist, apps/gateway/dist)`,
  );
}

function fileStamp(file) {
  try {
    const stat = fs.statSync(path.join(root, file));
    return { size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

/** npm packages stay imports, resolved from node_modules at run time; the workspace packages are bundled. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@datamall/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.dirname` in a bundle is the bundle's folder. In every bundled source file it is replaced by that
 * file's own folder, computed from the bundle's place at run time (`<bundle folder>/../src/…`), and so are
 * `import.meta.filename` and `import.meta.url`: a path resolved from a source file resolves as it does under tsx.
 */
const sourceRelativeMeta = {
  name: 'source-relative-import-meta',
  setup(build) {
    const outdir = build.initialOptions.outdir;
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!/\bimport\.meta\.(dirname|filename|url)\b/.test(text)) return undefined;
      const fromBundle = (to) => JSON.stringify(path.relative(outdir, to).split(path.sep).join('/'));
      const dirname = `__srcJoin(import.meta.dirname, ${fromBundle(path.dirname(args.path))})`;
      const filename = `__srcJoin(import.meta.dirname, ${fromBundle(args.path)})`;
      const replaced = text.replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_, key) =>
        key === 'dirname' ? dirname : key === 'filename' ? filename : `__srcToUrl(${filename}).href`,
      );
      // Appended, not prepended, so the source map's lines stay right (imports are hoisted anyway).
      const imports =
        "\nimport { join as __srcJoin } from 'node:path';\nimport { pathToFileURL as __srcToUrl } from 'node:url';\n";
      const ext = path.extname(args.path).replace(/^\.[cm]?/, '.');
      return { contents: replaced + imports, loader: ext.slice(1) };
    });
  },
};

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    await buildServer();
  } catch (error) {
    // esbuild has printed its own errors already.
    if (!error?.errors) console.error(error);
    process.exit(1);
  }
}
