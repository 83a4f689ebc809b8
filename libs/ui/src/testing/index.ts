// Test helper for the UI primitives: render inside the theme.
export * from './render-with-ui';
