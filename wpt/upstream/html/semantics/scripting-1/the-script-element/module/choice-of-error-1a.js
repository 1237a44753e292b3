import './choice-of-error-1b.js';
import './syntaxerror.js?1c';
