log.push("export-default");
export default "fox";
