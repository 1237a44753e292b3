import './non-existent-script.js';
