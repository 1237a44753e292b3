loaded.push("fast");
