import "/resources/testharness.js";
import "./checkpoint-after-error-event.js";
