import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/app.css';

const container = document.getElementById('app');
if (container) createRoot(container).render(<App />);
