throw new Error("thrown at the top level of a cross-origin script");
