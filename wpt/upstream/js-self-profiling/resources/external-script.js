// NOTE: Modifying the location of functions in this file will cause
// `external-script.html` to fail! Please update the following constants
// accordingly.
const EXTERNAL_SCRIPT_FUNCTION_LINE = 7;
const EXTERNAL_SCRIPT_FUNCTION_COLUMN = 32;

function externalScriptFunction(sample) {
  sample();
}
