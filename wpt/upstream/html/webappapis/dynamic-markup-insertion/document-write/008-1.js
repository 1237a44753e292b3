t.step(function() {
         order.push(3);
       });