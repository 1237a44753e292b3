do_test("alpha");
