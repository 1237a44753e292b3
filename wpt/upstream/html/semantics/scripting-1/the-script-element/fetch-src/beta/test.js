do_test("beta");
