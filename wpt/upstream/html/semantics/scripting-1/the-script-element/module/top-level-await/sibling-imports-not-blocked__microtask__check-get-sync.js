export const { checkMicrotask } = globalThis;
