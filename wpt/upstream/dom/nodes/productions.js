var invalid_names = [""] // XXX
var valid_names = ["x", "X", ":", "a:0", "invalid^Name", "\\", "'", '"', "0", "0:a", ":a", "x:y:x", "~"]
var invalid_qnames = ["b:"] // XXX
