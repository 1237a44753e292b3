log.push("export-something");
export let foo = 42;
export function set_foo(x) { foo = x };
