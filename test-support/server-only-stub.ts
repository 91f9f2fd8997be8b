// Replaces the 'server-only' marker in vitest, which runs outside Next's server bundle.
export {};
