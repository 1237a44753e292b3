log.push("throw2");
throw {bar: true}
