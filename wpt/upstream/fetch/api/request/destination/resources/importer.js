importScripts("dummy?t=importScripts&dest=script");
