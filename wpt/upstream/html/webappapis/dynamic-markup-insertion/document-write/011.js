t.step(function() {
         order.push(3);
         document.write("<script src='011-1.js'></script" + "><meta>");
         assert_equals(document.getElementsByTagName("meta").length, 0);
       });