window.parent.document.dispatchEvent(new CustomEvent("scriptRan"));
