import Cocoa from "./cocoa-module.js";
var cocoa = new Cocoa();
window.exportedCocoa = cocoa;
