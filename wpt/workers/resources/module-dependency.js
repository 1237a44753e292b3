export const value = "from a dependency";
