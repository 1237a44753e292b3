export let importMetaOnRootModule = import.meta;
export { importMetaOnDependentModule } from "./import-meta-dependent.js";
