t.step(function() {
         order.push(2);
         document.write("<script src=\"008-1.js\"></script>");
       });