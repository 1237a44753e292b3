t.step(function() {
         order.push(3);
         assert_equals(document.getElementsByTagName("meta").length, 0);
       });
