// META: global=dedicatedworker-module,sharedworker-module
// META: script=./resources/evaluation-order-setup.js

import './resources/evaluation-order-3-setup.js';
import './resources/evaluation-order-3.1.mjs';
