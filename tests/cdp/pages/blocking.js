window.blocking = "real";
