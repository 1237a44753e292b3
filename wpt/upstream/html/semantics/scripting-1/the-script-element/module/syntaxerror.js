log.push("syntaxerror");
%!#$@#$@#$@
