import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { operationDocuments } from './build/operation-documents';

// The gateway serves GraphQL, image bytes, sign-in round trips and a few doors on one origin; in development Vite
// forwards every address the gateway answers itself (gateway/src/server.ts) to it, the rest are the website's routes.
const gateway = 'http://127.0.0.1:4000';
const gatewayPaths = [
  '/graphql',
  '/graphiql',
  '/schema.graphql',
  '/thumbnail',
  '/reference',
  '/iiif',
  '/download',
  '/annotations',
  '/user-photo',
  '/account/profile-photo',
  '/gallery/upload',
  '/auth/oidc',
  '/auth/facebook',
  '/fb',
  '/library/',
  '/admin/impersonate/',
  '/payments/webhook',
];
const proxy = Object.fromEntries(gatewayPaths.map((path) => [path, gateway]));

export default defineConfig({
  plugins: [
    react(),
    operationDocuments(new URL('./src/__generated__', import.meta.url).pathname),
    // Brotli (quality 11) and gzip (level 9) copies beside each script, style and page, made once here; the gateway
    // sends the one the browser accepts (gateway/src/http/static-site.ts) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /manifest\.json$/] }),
  ],
  // Packages' ES2015 builds where they ship one (RxJS, under Apollo Client): classes as the browser has them
  // rather than ES5 with tslib's helpers, 1.6 KB less gzipped on every page (issue 16 point 17).
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which scripts each entry and lazy route loads (the home page's budget test reads it).
    manifest: true,
    rolldownOptions: {
      // Libraries change less often than the site: a separate chunk stays cached across deploys.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|@apollo|graphql|rxjs|scheduler|optimism|@wry|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
