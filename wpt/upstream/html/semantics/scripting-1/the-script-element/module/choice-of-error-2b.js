import './choice-of-error-2a.js';
import './instantiation-error-1.js?2d';
