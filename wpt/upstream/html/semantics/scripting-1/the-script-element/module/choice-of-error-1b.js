import './choice-of-error-1a.js';
import './syntaxerror.js?1d';
