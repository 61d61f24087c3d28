import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Screens run as inside the started shell: code deferred until after the first view loads.
if (typeof document !== 'undefined') document.documentElement.setAttribute('data-app-ready', 'true');
