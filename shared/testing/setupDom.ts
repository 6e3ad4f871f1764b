import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a render can take longer
// than a second; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
