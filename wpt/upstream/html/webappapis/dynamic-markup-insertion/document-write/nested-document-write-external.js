document.write("w"); document.write("o");
