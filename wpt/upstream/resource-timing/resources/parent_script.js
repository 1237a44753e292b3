import './child.js';
