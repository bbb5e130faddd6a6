import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo';
import { router } from './App';
import { ErrorBoundary } from './components/ErrorBoundary';
import './styles/global.css';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ErrorBoundary>
  </StrictMode>,
);
