t.step(function() {
         order.push(4);
         assert_equals(document.getElementsByTagName("meta").length, 1);
       });