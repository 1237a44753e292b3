export const importedModules = ['export-on-load-script.js'];
