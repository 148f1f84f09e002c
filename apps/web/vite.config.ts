import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeParts } from './locale-parts.ts';
import { precompress } from './precompress.ts';
import { isShellIcon } from './shell-icons.ts';
import { APP_VERSION } from './src/lib/app-version.ts';

/**
 * Every app route renders the same index.html, so navigations share one cache entry: a route
 * opened offline for the first time still gets the shell.
 */
const sameShellForEveryRoute = {
  cacheKeyWillBeUsed: async () => '/index.html',
};

/**
 * The kept copy of index.html is shown to whoever opens the app offline, signed in or not, so it
 * keeps no prerendered login page (decision 078): the server's markers around it, and the head's
 * hold on the paint until the card is parsed, are cut out. The function is copied into the service
 * worker as it is written here, so it refers to nothing else.
 */
const noLoginCardInTheKeptShell = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const html = await response.clone().text();
    const shell = html
      .replace(/<!--login-card-->[\s\S]*?<!--\/login-card-->/, '<!--login-card-->')
      .replace(/<link rel="expect"[^>]*>/, '');
    // The body is already decoded: the copy must not claim the server's compression or length.
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(shell, { status: 200, statusText: response.statusText, headers });
  },
};

/**
 * The page's entry is not needed for its first paint (decision 078: it waits for that paint
 * anyway), so it is fetched at low priority, after what the paint needs.
 */
const entryAtLowPriority: Plugin = {
  name: 'restock:entry-at-low-priority',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      ),
  },
};

/**
 * The service worker's Background Sync of the order placed offline (sw/order-sync.js, decision
 * 124), written to the build as sw-order-sync.js with the app version its submit sends (the
 * app-version header the server checks); the generated sw.js imports it (workbox.importScripts).
 * Not precached: the browser keeps a worker's imported scripts with the worker itself.
 */
const orderSyncWorker: Plugin = {
  name: 'restock:order-sync-worker',
  apply: 'build',
  generateBundle() {
    const source = readFileSync(new URL('./sw/order-sync.js', import.meta.url), 'utf8');
    if (!source.includes("'__APP_VERSION__'")) this.error('sw/order-sync.js lost its version placeholder');
    this.emitFile({
      type: 'asset',
      fileName: 'sw-order-sync.js',
      source: source.replace("'__APP_VERSION__'", JSON.stringify(APP_VERSION)),
    });
  },
};

export default defineConfig({
  plugins: [
    localeParts(),
    react(),
    tailwindcss(),
    VitePWA({
      // The server serves a manifest per client (name, colour); see apps/server/src/modules/web.
      manifest: false,
      injectRegister: false,
      registerType: 'autoUpdate',
      workbox: {
        // No precached index.html: the server injects each client's page config into it, so
        // navigations go network-first and fall back to the last copy the server sent.
        navigateFallback: null,
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
        // Web Push: shows pushed notifications and opens their screen on a click (decision 109).
        // Background Sync: sends the order placed offline with the app closed (decision 124).
        importScripts: ['push-sw.js', 'sw-order-sync.js'],
        globIgnores: ['push-sw.js', 'sw-order-sync.js'],
        // index.html carries the client's page config, so it is fetched network-first.
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'app-shell',
              networkTimeoutSeconds: 4,
              plugins: [sameShellForEveryRoute, noLoginCardInTheKeptShell],
            },
          },
        ],
      },
    }),
    entryAtLowPriority,
    orderSyncWorker,
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell-icons',
              test: isShellIcon,
              // The icons only: their shared helper stays where the login page gets it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    modulePreload: {
      // Preload links for the page's own scripts and the sign-in screen only: a first visit comes
      // over the network, where discovering imports one level at a time costs round trips. The
      // signed-in screens load from the service worker's cache; there each of the thirty-odd links
      // Vite would add per lazy screen costs main-thread time (decision 054).
      // The app's own chunk (start.tsx, imported by the entry once the page has painted, decision
      // 078) brings its imports' preloads along: one round trip, not one per level of imports.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)(LoginPage|start)-[\w-]+\.js$/.test(filename) ? deps : [],
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/manifest.webmanifest': 'http://localhost:8080' } },
});
