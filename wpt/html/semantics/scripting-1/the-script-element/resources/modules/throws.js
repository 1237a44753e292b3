throw new Error("thrown by a module");
