import { A } from "./imports-a.js";
export { A as INC_AB_A };

import { B } from "./imports-b.js";
export { B as INC_AB_B };
