// META: global=worker

test(function() {
  assert_equals(location, location);
}, 'location === location');
