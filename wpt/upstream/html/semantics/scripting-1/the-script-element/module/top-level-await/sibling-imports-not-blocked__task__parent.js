import "./sibling-imports-not-blocked__task__check-set-async.js";
export { checkTask } from "./sibling-imports-not-blocked__task__check-get-sync.js";
