// secureConnectionStart is 0 on a page that is not served over https.
// https://w3c.github.io/resource-timing/#dom-performanceresourcetiming-secureconnectionstart

test(() => {
  const [navigation] = performance.getEntriesByType("navigation");
  assert_equals(location.protocol, "http:");
  assert_equals(navigation.secureConnectionStart, 0);
  assert_equals(performance.timing.secureConnectionStart, 0);
}, "secureConnectionStart is 0 on an http page");
