t.step(() => {
  assert_equals(script_run_status, "deferred", "the script run status");
});
t.done();
