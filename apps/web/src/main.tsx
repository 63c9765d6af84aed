// First: zod's mode must be set before any schema is built (see the file).
import './lib/zod-without-eval.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
// The unstyled build plus its stylesheet: the default one injects a <style> element, which the CSP refuses (docs/api.md "Security headers").
import 'react-toastify/ReactToastify.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
