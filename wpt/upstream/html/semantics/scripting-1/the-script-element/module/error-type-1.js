import './syntaxerror.js';
import './404.js';
