import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Placeholder } from './placeholder';

const container = document.getElementById('root');
if (container) createRoot(container).render(createElement(Placeholder));
