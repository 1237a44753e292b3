export let foo = "e";
log.push("instantiation-error-7e");
