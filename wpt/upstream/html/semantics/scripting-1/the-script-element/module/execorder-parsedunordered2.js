test_parsedUnordered2.step(function() {
    test_parsedUnordered2.done();
});
