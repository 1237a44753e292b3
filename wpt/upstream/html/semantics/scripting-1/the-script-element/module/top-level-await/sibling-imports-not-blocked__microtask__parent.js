import "./sibling-imports-not-blocked__microtask__check-set-async.js";
export { checkMicrotask } from "./sibling-imports-not-blocked__microtask__check-get-sync.js";
