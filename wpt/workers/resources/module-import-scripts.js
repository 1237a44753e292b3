// importScripts() in a module worker throws a TypeError before it fetches anything.
try {
  importScripts("module-dependency.js");
  postMessage("no exception");
} catch (e) {
  postMessage(e.name);
}
