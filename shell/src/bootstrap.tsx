import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa/register';
import { firstLanguageReady } from './i18n/i18n';
import './styles/app.css';

const container = document.getElementById('app');
// In another language than English, the shell's strings (one small chunk) come before the first paint,
// so the page never flashes English.
if (container) void firstLanguageReady().then(() => createRoot(container).render(<App />));
// The service worker (offline start, installed app) once the page has loaded, off the first screen's path.
window.addEventListener('load', () => setTimeout(registerServiceWorker, 1000), { once: true });
