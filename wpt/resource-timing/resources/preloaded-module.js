export const ran = true;
window.preloadedModuleRan = true;
