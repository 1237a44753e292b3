document.querySelector(":::not-going-to-be-valid");
