import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstLanguageReady } from './i18n/i18n';
import './styles/app.css';

const container = document.getElementById('app');
// In another language than English, the shell's strings (one small chunk) come before the first paint,
// so the page never flashes English.
if (container) void firstLanguageReady().then(() => createRoot(container).render(<App />));

// The instant start: the service worker's copy of the last-read timeline stays until the app shows its own.
const snapshot = document.getElementById('app-snapshot');
if (snapshot && container) {
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    snapshot.remove();
  };
  const observer = new MutationObserver(() => container.querySelector('article[data-status-id]') && done());
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(done, 10_000);
}
