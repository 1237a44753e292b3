export default 'gamma/script-module.js';
