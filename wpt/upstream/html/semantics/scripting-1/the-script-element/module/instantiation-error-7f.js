export let foo = "f";
log.push("instantiation-error-7f");
