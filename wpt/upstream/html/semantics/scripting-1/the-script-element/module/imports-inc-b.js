import { B } from "./imports-b.js";
export { B as INC_B };