log("external script #9");
test();