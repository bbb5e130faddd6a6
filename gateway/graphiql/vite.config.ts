import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Built into gateway/dist/graphiql and served by the gateway under /graphiql/ (the page itself at GET /graphql).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  build: {
    outDir: fileURLToPath(new URL('../dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
  },
  worker: { format: 'es' },
});
