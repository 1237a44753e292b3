import "../../serve-with-content-type.py?fn=external-script-utf8.js&ct=text/javascript&dummy=5";
