import { value } from "./module-dependency.js";
const meta = import.meta.url;
const dynamic = await import("./module-dependency.js");
postMessage({ value, meta, same: dynamic.value === value, hasImportScripts: typeof importScripts });
