log("external script #8");
var s = document.createElement("script")
s.src='scripts/include-9.js?pipe=trickle(d2)'
document.body.appendChild(s);
