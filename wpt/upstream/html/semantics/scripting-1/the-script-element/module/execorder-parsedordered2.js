test_parsedOrdered.step(function() {
    assert_execCount(0, 2, "External deferred (#1) script element should have fired second");
});
