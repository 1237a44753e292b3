export const = ;
