import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { dropUnshownBoot } from './public/boot/marks';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
dropUnshownBoot();

// Real paths (never #/): the API server answers every app route with the app's HTML (a public page with its own).
// The first render runs as a transition, which React splits into short tasks: a public page painted from its
// HTML (src/public/boot/) stays responsive to typing while the app renders behind it.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
