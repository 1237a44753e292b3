script_executed();
