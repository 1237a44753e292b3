"use strict";

onmessage = e => postMessage(e.userActivation !== null);
