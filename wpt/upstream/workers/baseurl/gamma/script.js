var result = 'gamma/script.js';
