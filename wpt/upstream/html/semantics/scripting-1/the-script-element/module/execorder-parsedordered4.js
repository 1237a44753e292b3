test_parsedOrdered.step(function() {
    assert_execCount(0, 4, "External deferred (#2) script element should have fired fourth");
});
