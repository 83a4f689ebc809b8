// jsdom lacks the encoders react-router 7 needs.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// Loaded CI machines render slowly: findBy and waitFor allow 5 s instead of 1 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
