window.credentialsRan = (window.credentialsRan || 0) + 1;
