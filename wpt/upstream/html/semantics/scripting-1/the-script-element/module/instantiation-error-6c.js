export let foo = "c";
log.push("instantiation-error-6c");
