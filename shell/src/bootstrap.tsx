import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstLanguageReady } from './i18n/i18n';
import './styles/app.css';

const container = document.getElementById('app');
// In another language than English, the shell's strings (one small chunk) come before the first paint,
// so the page never flashes English.
if (container) void firstLanguageReady().then(() => createRoot(container).render(<App />));
