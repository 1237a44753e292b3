import "./404-but-js.asis";
