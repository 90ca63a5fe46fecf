import { createRoot } from 'react-dom/client';

// The floor of bench B5: the smallest Vite + React page, built in the same run as the app.
createRoot(document.getElementById('root') as HTMLElement).render(<h1>Hello</h1>);
