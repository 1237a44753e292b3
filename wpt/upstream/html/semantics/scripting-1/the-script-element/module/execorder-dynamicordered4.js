test_dynamicOrdered.step(function() {
    assert_execCount(1, 4, "External script element (#3) should have fired fourth");
});
