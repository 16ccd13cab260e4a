import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { loadSiteDetails } from './lib/site';
import './app/print.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The footer, legal pages and menu show the installation's details: read them
// before the first render (one small request, bounded by a timeout) so they
// never flash from a default to the configured value.
void loadSiteDetails().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
