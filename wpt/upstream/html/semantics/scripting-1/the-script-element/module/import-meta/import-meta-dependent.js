export let importMetaOnDependentModule = import.meta;
