window.externalRan = (window.externalRan || 0) + 1;
