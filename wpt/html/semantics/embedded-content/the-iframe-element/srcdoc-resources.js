window.srcdocScript = document.currentScript.src;
