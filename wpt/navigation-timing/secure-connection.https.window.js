// secureConnectionStart is non-zero on an https page: it is 0 only when the connection is
// not secure (https://w3c.github.io/resource-timing/#dom-performanceresourcetiming-secureconnectionstart),
// and the legacy PerformanceTiming agrees.

async_test((t) => {
  window.addEventListener("load", () => t.step_timeout(t.step_func_done(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    assert_equals(location.protocol, "https:");
    assert_greater_than(navigation.secureConnectionStart, 0);
    assert_greater_than_equal(navigation.secureConnectionStart, navigation.connectStart);
    assert_less_than_equal(navigation.secureConnectionStart, navigation.connectEnd);
    assert_greater_than(navigation.fetchStart, 0, "the fetch starts after the time origin");
    assert_greater_than_equal(performance.timing.secureConnectionStart, performance.timing.navigationStart);
  }), 0));
}, "secureConnectionStart is after the time origin on an https page");
