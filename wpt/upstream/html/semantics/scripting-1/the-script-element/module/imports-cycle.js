import { CycleA } from "./imports-cycle-a.js";

test_importCycle.step(function () {
    assert_equals(CycleA, "CycleA");
    test_importCycle.done();
});
