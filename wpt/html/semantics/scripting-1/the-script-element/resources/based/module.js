window.basedModule = (window.basedModule || 0) + 1;
