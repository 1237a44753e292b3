executeExternalScript();
