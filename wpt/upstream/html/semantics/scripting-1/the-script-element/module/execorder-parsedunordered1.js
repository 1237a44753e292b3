test_parsedUnordered1.step(function() {
    test_parsedUnordered1.done();
});
