import * as module from './syntax-error.js';
