test_dynamicUnordered2.step(function() {
    test_dynamicUnordered2.done();
});
