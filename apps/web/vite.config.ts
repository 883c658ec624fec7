import { reactRouter } from '@react-router/dev/vite';
import pxtorem from 'postcss-pxtorem';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Styles are written in design pixels of a 375 px wide screen and converted to rem (base 37.5 px, spec
// section 9). Media queries keep their px so the 824 px breakpoint stays a real width; 1 px hairlines stay px, and so
// do focus rings (outlines): scaled, a 2 px ring came out a hair under 2 px, which Chromium draws as 1.
// The first visit to any page downloads a handful of files rather than forty: the framework in one chunk, what the
// root route needs in another, what most routes share in a third, each route's own code in its chunk; the player
// and the login popup stay lazy (decision 0075).

/** Every id reachable from `start` through `next` (the start included; ids `next` knows nothing of are left out). */
function closure(start: Iterable<string>, next: (id: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const more = next(id);
    if (more === undefined) continue;
    seen.add(id);
    stack.push(...more);
  }
  return seen;
}

/**
 * What the root route needs, in one chunk of its own: every module it reaches statically (recorded as the client
 * build parses them). Left to the splitter, the few modules the root shares with one or two routes each became a
 * chunk of their own, five requests of a few hundred bytes before the first paint; together they are one.
 */
function shellChunk() {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | undefined;
  const build = () => closure([...imports.keys()].filter((id) => /app[\\/](root|entry\.client)\.tsx$/.test(id)), (id) => imports.get(id) ?? []);
  const plugin: Plugin = {
    name: 'md-shell-chunk',
    apply: 'build',
    buildStart() {
      imports.clear();
      shell = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  // Asked only when chunks are made, after every module is parsed: the graph is whole by then.
  const inShell = (id: string) => (shell ??= build()).has(id);
  return { plugin, inShell };
}

const shell = shellChunk();
const clientChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
    { name: 'shell', test: shell.inShell, priority: 1 },
    // Shared by three or more routes; the player's modules never, whatever shares them, nor the local stores' code
    // (localforage: the pages that read a history load it, not every page's first script), nor the search lists
    // (the two search pages and the header's dropdown, which loads them on first focus), nor the phone number
    // checks (the contract's phone module and libphonenumber's tables: the sign-in forms and the phone page load
    // them) or antd-mobile's animation library (the popups and sliders that use it load it), nor the comment section,
    // the picture picker and the help pages (the detail, publishing and help routes load them, not every page). A
    // module put in `common` takes along whatever only it imports, so a big library is kept out by keeping out its importers.
    { name: 'common', test: (id: string) => !/node_modules[\\/](xgplayer|xgplayer-hls|hls\.js|localforage|libphonenumber-js|@react-spring|@use-gesture)[\\/]|app[\\/]shared[\\/](db|phone)[\\/]|packages[\\/]contract[\\/]src[\\/]phone\.ts|app[\\/]features[\\/]search[\\/]search-panel|app[\\/]shared[\\/](comments|picture-picker)[\\/]|app[\\/]features[\\/]help[\\/]/.test(id), minShareCount: 3, priority: 2, tags: ['$initial'] },
  ],
};

/**
 * The root route's stylesheets (`shell`, `common`; decision 0075) are in every document for the app's whole life. React
 * Router names each stylesheet a lazy module also needs with a `#` after the file (`/assets/shell-….css#`), so that
 * Vite's loader, finding no link of that exact name, adds its own: a route's links go when the route is left. The
 * root's never go, and a lazy module sharing them (the toast shares antd-mobile's globals with the shell) had Vite
 * add `shell.css` again, last in the document, over the route's own stylesheets: a rule of the same weight in it then
 * beat the route's (the group page's list cards grew to the screen's width after the first toast; decision 0081).
 * The loader's lists name the root's stylesheets as React Router does, so it finds them in the document (Vite's
 * `renderBuiltUrl`; `modulePreload.resolveDependencies` is not asked about stylesheets in Vite 8).
 */
const ROOT_STYLE = /^assets\/(?:shell|common)-[\w-]+\.css$/;
/** Vite's URL of a built file in a script: the root's stylesheets as React Router names them, the rest as Vite does. */
function rootStylesAsLinked(fileName: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) {
  return hostType === 'js' && ROOT_STYLE.test(fileName) ? `/${fileName}#` : undefined;
}

/**
 * The player's files, for the video page to prefetch while idle without running them (decision 0027): the client
 * build writes the URLs of the chunks holding xgplayer and its HLS plugin, their imports and their styles over the
 * placeholder in features/player/warm-up.ts, as Vite does for its own preload lists.
 */
export const PLAYER_FILES_PLACEHOLDER = '__MD_PLAYER_FILES__';
function playerFiles(): Plugin {
  return {
    name: 'md-player-files',
    apply: 'build',
    // After Vite's own steps, which drop the chunks that only carried a stylesheet.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
      const player = chunks.filter((c) => c.isDynamicEntry && c.moduleIds.some((id) => /node_modules[\\/]xgplayer/.test(id)));
      const files = new Set<string>();
      for (const chunk of player) {
        files.add(chunk.fileName);
        for (const file of chunk.imports) files.add(file);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
      // xgplayer's stylesheet: its carrier chunk is gone by now, the stylesheet is known by its rules.
      for (const file of Object.values(bundle)) if (file.type === 'asset' && file.fileName.endsWith('.css') && String(file.source).includes('.xgplayer{')) files.add(file.fileName);
      const list = JSON.stringify(JSON.stringify([...files].filter((f) => f in bundle).map((f) => `/${f}`)));
      for (const chunk of chunks) if (chunk.code.includes(PLAYER_FILES_PLACEHOLDER)) chunk.code = chunk.code.replace(/(["'`])__MD_PLAYER_FILES__\1/g, list);
    },
  };
}

/**
 * The files of each language's tables in the client build (`app/shared/i18n/<locale>-tables.ts` and the chunks only it
 * needs), for the server to name in a page in that language, so the browser fetches them beside the page's first
 * scripts rather than after them (decision 0078). The server build reads the client build's manifest, which React
 * Router has the client build write for its own route lists and keeps until the server build is done. In
 * development, and in the client build, the list is empty.
 */
const LANGUAGE_FILES_MODULE = 'virtual:md/language-files';
function languageFiles(): Plugin {
  const resolved = `\0${LANGUAGE_FILES_MODULE}`;
  let manifestPath = '';
  let base = '/';
  let serverBuild = false;
  return {
    name: 'md-language-files',
    configResolved(config) {
      // React Router's client build goes to `build/client` (its default `buildDirectory`, which this app keeps).
      manifestPath = path.resolve(config.root, 'build/client/.vite/manifest.json');
      base = config.base;
      serverBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === LANGUAGE_FILES_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const files: Record<string, string[]> = {};
      if (serverBuild) {
        if (!fs.existsSync(manifestPath)) throw new Error(`${LANGUAGE_FILES_MODULE}: no client manifest at ${manifestPath}`);
        const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
        const reach = (keys: string[]) => closure(keys, (key) => (manifest[key] ? (manifest[key].imports ?? []) : undefined));
        // What every page already asks for (the client entry and the root route, and what they import).
        // (React Router names the root route's entry `app/root.tsx?__react-router-build-client-route`.)
        const everyPage = reach(Object.keys(manifest).filter((key) => /^app\/(entry\.client|root)\.tsx(\?|$)/.test(key)));
        for (const key of Object.keys(manifest)) {
          const locale = /^app\/shared\/i18n\/([a-z]{2}-[A-Z]{2})-tables\.ts$/.exec(key)?.[1];
          if (!locale) continue;
          files[locale] = [...reach([key])].filter((k) => !everyPage.has(k)).map((k) => `${base}${manifest[k]!.file}`);
        }
        if (Object.keys(files).length === 0) throw new Error(`${LANGUAGE_FILES_MODULE}: no language tables in the client manifest`);
      }
      return `export default ${JSON.stringify(files)};`;
    },
  };
}

/**
 * Every script, stylesheet and icon of the client build also written compressed, brotli at its best quality and
 * gzip at its best level (`x.js.br`, `x.js.gz`), once at build time; the server sends the one the browser accepts
 * (@fastify/static's `preCompressed`). Compressing each answer on the fly used brotli's fast setting, which came out
 * larger than gzip (the framework chunk: 118.5 KB brotli, 117.3 KB gzip, 97 KB at the best quality); decision 0077.
 */
function precompressed() {
  return compression({
    include: /\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), languageFiles(), ...(command === 'build' && !isSsrBuild ? [shell.plugin, playerFiles(), precompressed()] : [])],
  experimental: { renderBuiltUrl: rootStylesAsLinked },
  css: {
    postcss: {
      plugins: [pxtorem({ rootValue: 37.5, propList: ['*', '!outline', '!outline-width', '!outline-offset'], minPixelValue: 2, mediaQuery: false })],
    },
  },
  // antd-mobile imports rc-* helpers from CommonJS paths. Built for production, plain Node would load those
  // without default-export interop, so the build bundles them; the development server's module runner applies
  // that interop itself and cannot evaluate CommonJS inline, so there they stay external.
  ssr: { noExternal: command === 'build' ? ['antd-mobile', 'antd-mobile-icons', /^rc-/, 'ahooks'] : ['antd-mobile'] },
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
