import './choice-of-error-3b.js';
import './throw.js?3c';
