document.write("<script src='scripts/include-9.js?pipe=trickle(d2)' defer></script>");
