// META: script=/resources/WebIDLParser.js
// META: script=/resources/idlharness.js
// Checks the performance interfaces (HR Time, Performance Timeline, User Timing, Resource
// and Navigation Timing) against their Web IDL with idlharness.js, which fetches
// /interfaces/framescope-performance.idl (and, in windows, framescope-navigation-timing.idl,
// whose partial Performance adds window-only members to toJSON).

idl_test(
  self.window ? ["framescope-performance", "framescope-navigation-timing"] : ["framescope-performance"],
  ["framescope-dom-events"],
  (idl_array) => {
    const objects = {
      Performance: ["performance"],
      PerformanceMark: ["new PerformanceMark('idl')"],
      PerformanceMeasure: ["performance.measure('idl')"],
      PerformanceObserver: ["new PerformanceObserver(() => {})"],
    };
    if (self.window) {
      Object.assign(objects, {
        PerformanceNavigationTiming: ["performance.getEntriesByType('navigation')[0]"],
        PerformanceTiming: ["performance.timing"],
        PerformanceNavigation: ["performance.navigation"],
      });
    }
    idl_array.add_objects(objects);
  }
);
