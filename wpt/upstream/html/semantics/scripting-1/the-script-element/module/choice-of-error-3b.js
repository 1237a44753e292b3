import './choice-of-error-3a.js';
import './throw2.js?3d';
