window.basedClassic = (window.basedClassic || 0) + 1;
