log.push("throw");
throw {foo: true}
