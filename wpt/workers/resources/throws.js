throw new Error("worker error");
