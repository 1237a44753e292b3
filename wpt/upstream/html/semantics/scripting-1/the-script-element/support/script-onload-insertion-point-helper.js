document.write("te");
