// META: title=FileReader event handler attributes

var attributes = [
  "onloadstart",
  "onprogress",
  "onload",
  "onabort",
  "onerror",
  "onloadend",
];
attributes.forEach(function(a) {
  test(function() {
    var reader = new FileReader();
    assert_equals(reader[a], null,
                  "event handler attribute should initially be null");
  }, "FileReader." + a + ": initial value");
});
