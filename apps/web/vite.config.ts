import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeParts } from './locale-parts.ts';
import { precompress } from './precompress.ts';

/**
 * Every app route renders the same index.html, so navigations share one cache entry: a route
 * opened offline for the first time still gets the shell.
 */
const sameShellForEveryRoute = {
  cacheKeyWillBeUsed: async () => '/index.html',
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
        // index.html carries the client's page config, so it is fetched network-first.
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: { cacheName: 'app-shell', networkTimeoutSeconds: 4, plugins: [sameShellForEveryRoute] },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // Preload links for the page's own scripts and the sign-in screen only: a first visit comes
      // over the network, where discovering imports one level at a time costs round trips. The
      // signed-in screens load from the service worker's cache; there each of the thirty-odd links
      // Vite would add per lazy screen costs main-thread time (decision 054).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)LoginPage-[\w-]+\.js$/.test(filename) ? deps : [],
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/manifest.webmanifest': 'http://localhost:8080' } },
});
