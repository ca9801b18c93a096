import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { i18nReady } from './providers/i18nProvider';
import { dropUnshownBoot } from './public/boot/marks';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
dropUnshownBoot();

// Real paths (never #/): the API server answers every app route with the app's HTML (a public page with its own).
// The first render runs as a transition, which React splits into short tasks: a public page painted from its
// HTML (src/public/boot/) stays responsive to typing while the app renders behind it. It renders once the stored
// language's catalog is in use (German is a chunk of its own); the first paint is already in that language.
void i18nReady.then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  }),
);
