import './choice-of-error-2b.js';
import './instantiation-error-1.js?2c';
