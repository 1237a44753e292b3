window.executed = true;
