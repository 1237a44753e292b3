// META: global=dedicatedworker-module,sharedworker-module
// META: script=./resources/evaluation-order-setup.js

import './resources/evaluation-order-1-throw-setup.js';
import './resources/evaluation-order-1-throw.js';
