export let foo = "d";
log.push("instantiation-error-6d");
