import './throw.js';
import './instantiation-error-1.js';
