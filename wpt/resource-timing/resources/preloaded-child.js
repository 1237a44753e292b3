export const child = "child";
