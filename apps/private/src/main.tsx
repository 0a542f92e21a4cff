import { mount } from './mount';

// Standalone (`npm run dev -w apps/private`): the workbench alone, at /private, with the API proxied.
const container = document.getElementById('root');
if (container) mount(container);
