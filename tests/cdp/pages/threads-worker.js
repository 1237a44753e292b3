importScripts("/imported.js");
const xhr = new XMLHttpRequest();
xhr.open("GET", "/xhr.json", false);
let xhrOutcome;
try {
  xhr.send();
  xhrOutcome = xhr.status;
} catch (error) {
  xhrOutcome = error.name;
}
fetch("/data.json")
  .then((response) => response.json())
  .then((data) => postMessage({ imported: self.imported, data, xhr: xhrOutcome }));
