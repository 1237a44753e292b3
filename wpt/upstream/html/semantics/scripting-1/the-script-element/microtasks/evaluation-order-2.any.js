// META: global=dedicatedworker-module,sharedworker-module
// META: script=./resources/evaluation-order-setup.js

import './resources/evaluation-order-2-setup.js';
import './resources/evaluation-order-2.1.mjs';
