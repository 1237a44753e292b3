import './instantiation-error-1.js';
import './syntaxerror.js';
