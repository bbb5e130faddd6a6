import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves GraphQL and image bytes on one origin; in development Vite forwards them to it.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': gateway,
      '/thumbnail': gateway,
      '/download': gateway,
      '/iiif': gateway,
      '/schema.graphql': gateway,
    },
  },
  preview: {
    proxy: {
      '/graphql': gateway,
      '/thumbnail': gateway,
      '/download': gateway,
      '/iiif': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Libraries change less often than the site: a separate chunk stays cached across deploys.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|@apollo|graphql|rxjs|scheduler)[\\/]/ }] } },
    },
  },
});
