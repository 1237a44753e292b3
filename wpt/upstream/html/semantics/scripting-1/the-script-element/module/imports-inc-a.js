import { A } from "./imports-a.js";
export { A as INC_A };
