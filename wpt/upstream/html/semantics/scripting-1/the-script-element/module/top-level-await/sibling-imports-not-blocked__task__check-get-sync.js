export const { checkTask } = globalThis;
