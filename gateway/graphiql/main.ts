// GraphiQL bundled with the gateway (no CDN): Monaco's workers come from the same origin through Vite.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: new URL('/graphql', window.location.href).href });

const defaultQuery = `# Muster's public GraphQL API. The schema is at /schema.graphql.
query SearchExample {
  search(query: { keywords: "Smith", maxCount: 10 }) {
    total
    hits {
      doc { id __typename }
      title
      thumbnail { url }
      publication { title }
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(createElement(GraphiQL, { fetcher, defaultQuery }));
