export let foo = "d";
log.push("instantiation-error-7d");
