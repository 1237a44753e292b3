log.push("log:{{GET[name]}}");
