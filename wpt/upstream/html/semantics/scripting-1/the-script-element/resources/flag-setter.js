"use strict";

window.didExecute = true;
