import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOGIN_CARD_FILE, LOGIN_CARD_STYLESHEET_FILE, type LoginCards } from '@restock/domain/app/login-card';
import { build, createServer } from 'vite';
import { loginCardStylesheet } from './login-card-css.ts';

/**
 * `npm run build`: the web app as the server serves it, whatever the environment it is run from.
 *
 * - Always a production build. Vite takes NODE_ENV from the environment when it is set, so
 *   `NODE_ENV=development npm start` used to build React's development bundle and no service
 *   worker; the mode of the build is not the business of how the server is started.
 * - Then the login page's static HTML (src/app/prerender-login.tsx), which the server puts into
 *   index.html so the sign-in page paints before any script runs (decision 078), and the
 *   stylesheet of those pages alone, which the server inlines beside them (decision 081).
 *
 * `--out-dir <folder>` builds elsewhere than dist/ (the build's own test).
 */
const root = import.meta.dirname;
const outArgument = process.argv.indexOf('--out-dir');
const outDir = path.resolve(outArgument > 0 ? process.argv[outArgument + 1]! : path.join(root, 'dist'));

if (process.env.NODE_ENV && process.env.NODE_ENV !== 'production') {
  console.info(`Building for production (NODE_ENV=${process.env.NODE_ENV} is ignored by the build).`);
}
process.env.NODE_ENV = 'production';

await build({ root, mode: 'production', build: { outDir, emptyOutDir: true } });

const renderer = await createServer({
  root,
  mode: 'production',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLoginCards } = (await renderer.ssrLoadModule('/src/app/prerender-login.tsx')) as {
    renderLoginCards(): Promise<LoginCards>;
  };
  const cards = await renderLoginCards();
  writeFileSync(path.join(outDir, LOGIN_CARD_FILE), `${JSON.stringify(cards)}\n`);
  const pages = Object.values(cards).flatMap((card) => [card.withSwitcher, card.withoutSwitcher]);
  writeFileSync(
    path.join(outDir, LOGIN_CARD_STYLESHEET_FILE),
    await loginCardStylesheet(pages, path.join(root, 'src')),
  );
} finally {
  await renderer.close();
}
