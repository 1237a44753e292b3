// A worker whose script's Integrity-Policy header blocks scripts: importScripts() of a
// URL (no-cors, without integrity metadata) is blocked; a data: URL is not.
const attempt = (url) => {
  try {
    importScripts(url);
    return "ran";
  } catch (e) {
    return e.name;
  }
};
postMessage({ imported: attempt("ran.js"), dataImported: attempt("data:text/javascript,self.x = 1") });
