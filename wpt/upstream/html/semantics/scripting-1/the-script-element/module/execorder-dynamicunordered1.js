test_dynamicUnordered1.step(function() {
    test_dynamicUnordered1.done();
});
