import { child } from "./preloaded-child.js";
window.preloadedParentRan = child;
