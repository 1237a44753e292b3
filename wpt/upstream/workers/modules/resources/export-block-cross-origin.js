export const importedModules = ['export-block-cross-origin.js'];
