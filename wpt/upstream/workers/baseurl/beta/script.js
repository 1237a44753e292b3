var result = 'beta/script.js';
