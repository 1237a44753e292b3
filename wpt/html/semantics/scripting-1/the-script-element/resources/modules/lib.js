export default "lib";
window.moduleLog.push("lib");
